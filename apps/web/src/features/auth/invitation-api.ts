import type { TAcceptInvitationRequest, TInvitationResponse, TLoginResponse } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api.ts';
import { clearUserData } from '../../lib/query.ts';
import { storeSignedInUser } from '../../lib/session.ts';

// Apart from api.ts: only the invitation's page (a lazy chunk) needs these.
/** GET /api/auth/invitation/{code}: who is invited, checked when the page opens; nothing is used up. */
export function useInvitation(code: string) {
  return useQuery({
    queryKey: ['invitation', code] as const,
    queryFn: ({ signal }) => api.get<TInvitationResponse>(`/api/auth/invitation/${encodeURIComponent(code)}`, { signal, on401: 'throw' }),
    retry: false,
    staleTime: Infinity,
  });
}

/** An invitation link that is used, expired, unknown or for an account that joined already. */
export const isDeadInvitation = (error: unknown) => error instanceof ApiError && error.code === 'invitationInvalid';

/** POST /api/auth/invitation {code, password}: the new member is signed in. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAcceptInvitationRequest) => api.post<TLoginResponse>('/api/auth/invitation', body, { on401: 'throw' }),
    onSuccess: (response) => {
      clearUserData(client);
      storeSignedInUser(client, response.user, 0);
    },
  });
}
