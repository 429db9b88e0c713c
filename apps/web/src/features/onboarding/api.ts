import type { TWriterProfile, TWriterProfileResponse } from '@draftdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../../lib/session.ts';
import { api, requireStatus } from '../../lib/api.ts';

/** POST /api/writer/profile: the writing profile becomes the session user's writer_data. */
export function useSaveWriterProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWriterProfile) => api.post<TWriterProfileResponse>('/api/writer/profile', body).then(requireStatus),
    onSuccess: (response) => updateSessionUser(client, { writer_data: response.user.writer_data }),
  });
}
