import type { TAdminSettingsResponse, TAdminWebsiteImageResponse, TAdminWebsitePatch, TAdminWebsiteResponse } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query.ts';
import { postMultipart } from '../../../lib/upload.ts';
import { adminKeys } from '../api.ts';

export const websiteKey = ['admin', 'website'] as const;

/**
 * The site's version after a save of either form (settings or flags): both forms send it back, so the other
 * form's next save is not refused as stale because of this tab's own save.
 */
export function setSiteVersion(client: QueryClient, updatedAt: string) {
  client.setQueryData<TAdminWebsiteResponse>(websiteKey, (old) => (old ? { ...old, data: { ...old.data, updatedAt } } : old));
  client.setQueryData<TAdminSettingsResponse>(adminKeys.settings, (old) => (old ? { ...old, updatedAt } : old));
}

/** GET /api/admin/website */
export function useAdminWebsite() {
  return useQuery({
    queryKey: websiteKey,
    queryFn: ({ signal }) => api.get<TAdminWebsiteResponse>('/api/admin/website', { signal }).then(requireStatus),
  });
}

/** PATCH /api/admin/website: the shell (GET /api/website) is asked again so the new branding shows at once. */
export function useSaveAdminWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminWebsitePatch) => api.patch<TAdminWebsiteResponse>('/api/admin/website', body).then(requireStatus),
    onSuccess: (response) => {
      client.setQueryData(websiteKey, response);
      setSiteVersion(client, response.data.updatedAt);
      void client.invalidateQueries({ queryKey: queryKeys.site });
    },
  });
}

/** POST /api/admin/website/images (multipart, with upload progress): the stored picture's key. */
export function uploadSiteImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return postMultipart<TAdminWebsiteImageResponse>('/api/admin/website/images', 'file', file, { onProgress, signal });
}
