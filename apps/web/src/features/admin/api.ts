import type {
  TAdminSettingsPatchRequest,
  TContentSecurityRequest,
  TContentSecurityResponse,
  TAdminSettingsResponse,
  TPendingRevisionsResponse,
  TRevisionDecisionResponse,
  TRevisionRejectRequest,
} from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

// The admin screens' own query keys: only these pages use them.
export const adminKeys = {
  settings: ['admin', 'settings'] as const,
  contentSecurity: ['admin', 'content-security'] as const,
  pendingDrafts: ['admin', 'revisions', 'pending'] as const,
};

const enc = encodeURIComponent;

// ---- Site feature flags

/** GET /api/admin/website/settings */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => api.get<TAdminSettingsResponse>('/api/admin/website/settings', { signal }).then(requireStatus),
  });
}

/** PATCH /api/admin/website/settings: the admin's own shell reads the flags from GET /api/website, so that is refetched too. */
export function useSaveAdminSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSettingsPatchRequest) => api.patch<TAdminSettingsResponse>('/api/admin/website/settings', body).then(requireStatus),
    onSuccess: (response) => {
      client.setQueryData(adminKeys.settings, response);
      void client.invalidateQueries({ queryKey: queryKeys.site });
    },
  });
}

// ---- The pages' Content-Security-Policy additions

/** GET /api/admin/website/content-security */
export function useContentSecurity() {
  return useQuery({
    queryKey: adminKeys.contentSecurity,
    queryFn: ({ signal }) => api.get<TContentSecurityResponse>('/api/admin/website/content-security', { signal }).then(requireStatus),
  });
}

/** PUT /api/admin/website/content-security */
export function useSaveContentSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TContentSecurityRequest) => api.put<TContentSecurityResponse>('/api/admin/website/content-security', body).then(requireStatus),
    onSuccess: (response) => client.setQueryData(adminKeys.contentSecurity, response),
  });
}

// ---- Draft approvals

/** GET /api/admin/revisions/pending: oldest first. */
export function usePendingDrafts() {
  return useQuery({
    queryKey: adminKeys.pendingDrafts,
    queryFn: ({ signal }) => api.get<TPendingRevisionsResponse>('/api/admin/revisions/pending', { signal }).then(requireStatus),
  });
}

function useInvalidatePending() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.pendingDrafts });
}

/** POST /api/admin/revisions/{id}/approve */
export function useApproveDraft() {
  const invalidate = useInvalidatePending();
  return useMutation({
    mutationFn: (id: string) => api.post<TRevisionDecisionResponse>(`/api/admin/revisions/${enc(id)}/approve`).then(requireStatus),
    onSettled: invalidate,
  });
}

/** POST /api/admin/revisions/{id}/reject {rejectionReason, rejectionFile?} */
export function useRejectDraft() {
  const invalidate = useInvalidatePending();
  return useMutation({
    mutationFn: ({ id, ...body }: TRevisionRejectRequest & { id: string }) =>
      api.post<TRevisionDecisionResponse>(`/api/admin/revisions/${enc(id)}/reject`, body).then(requireStatus),
    onSettled: invalidate,
  });
}
