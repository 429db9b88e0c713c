import type {
  TAdminCritiqueResponse,
  TAdminCritiquesResponse,
  TCreateCritiqueFields,
  TCreateCritiqueResponse,
  TCritiqueEditRequest,
  TAdminSettingsPatchRequest,
  TContentSecurityRequest,
  TContentSecurityResponse,
  TAdminSettingsResponse,
  TPendingRevisionsResponse,
  TRevisionDecisionResponse,
  TRevisionRejectRequest,
} from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';
import { postMultipart } from '../../lib/upload.ts';

// The admin screens' own query keys: only these pages use them.
export const adminKeys = {
  settings: ['admin', 'settings'] as const,
  contentSecurity: ['admin', 'content-security'] as const,
  pendingDrafts: ['admin', 'revisions', 'pending'] as const,
  /** Everything under it changes when a review is made or edited. */
  critiques: ['admin', 'critiques'] as const,
  critiqueList: (search: string, page: number) => ['admin', 'critiques', 'list', search, page] as const,
  critique: (id: string) => ['admin', 'critiques', 'detail', id] as const,
};

/** While a review is being prepared its screens ask again this often. */
export const CRITIQUE_POLL_MS = 2000;

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
      // The settings form's next save carries the site's new version, and its history shows the change.
      client.setQueryData<{ data: { updatedAt: string } }>(['admin', 'website'], (old) =>
        old ? { ...old, data: { ...old.data, updatedAt: response.updatedAt } } : old,
      );
      void client.invalidateQueries({ queryKey: ['admin', 'website'] });
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

// ---- Free reviews (critiques)

/** GET /api/admin/critiques?search&page: newest first; asks again while a review on the page is being prepared. */
export function useAdminCritiques(search: string, page: number) {
  return useQuery<TAdminCritiquesResponse>({
    queryKey: adminKeys.critiqueList(search, page),
    queryFn: ({ signal }) => api.get<TAdminCritiquesResponse>('/api/admin/critiques', { query: { search, page }, signal }).then(requireStatus),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.critiques.some((row) => !row.processedAt) ? CRITIQUE_POLL_MS : false),
  });
}

/** GET /api/admin/critiques/{id}: asks again every 2 s until the review is ready. */
export function useAdminCritique(id: string) {
  return useQuery({
    queryKey: adminKeys.critique(id),
    queryFn: ({ signal }) => api.get<TAdminCritiqueResponse>(`/api/admin/critiques/${enc(id)}`, { signal }).then(requireStatus),
    refetchInterval: (query) => (query.state.data && !query.state.data.critique.processedAt ? CRITIQUE_POLL_MS : false),
  });
}

/** PATCH /api/admin/critiques/{id} {texts}: the review is then written by staff. */
export function useEditCritique(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCritiqueEditRequest) => api.patch<TAdminCritiqueResponse>(`/api/admin/critiques/${enc(id)}`, body).then(requireStatus),
    onSuccess: (response) => {
      client.setQueryData(adminKeys.critique(id), response);
      void client.invalidateQueries({ queryKey: adminKeys.critiques, predicate: (query) => query.queryKey[2] === 'list' });
    },
  });
}

export interface CreateCritiqueInput {
  file: File;
  fields: Omit<TCreateCritiqueFields, 'uniqueCustomerId'>;
  /** 0..100 */
  onProgress: (percent: number) => void;
}

/** Who makes a review for someone: admins always, writers when the site allows it (`writers_create_reviews`). */
export type CritiqueMaker = 'admin' | 'writer';

/** POST /api/admin/critiques or /api/writer/critiques (multipart, with upload progress): a review made for any e-mail, which is sent the link. */
export function useCreateCritique(maker: CritiqueMaker = 'admin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: CreateCritiqueInput) => {
      const text = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
      return postMultipart<TCreateCritiqueResponse>(`/api/${maker}/critiques`, 'file', file, { fields: text, onProgress });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.critiques }),
  });
}
