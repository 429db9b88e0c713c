import type {
  TCreateCritiqueFields,
  TCreateCritiqueResponse,
  TCritique,
  TCritiqueTab,
  TReviewFeedbackRequest,
  TReviewNameRequest,
  TReviewResponse,
} from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { postMultipart } from '../../lib/upload.ts';

// Spec 03 §7 'Review and checkout': the free review's calls. Public pages: a 401 is an answer, never a reason to open /login.
const PUBLIC = { on401: 'throw' } as const;
const segment = encodeURIComponent;

type WriteResponse = { status: boolean; message: string };

/** The review's query key. TODO(lead): move beside the others in lib/query.ts (this feature may not edit lib/). */
export const reviewKey = (id: string) => ['review', id] as const;

/** How often a review being prepared is asked for again. */
export const PREPARING_POLL_MS = 1500;

/** GET /review/{id}: the review and what the page sells. Asked again every 1.5 s until the review is processed. */
export function useReview(id: string) {
  return useQuery({
    queryKey: reviewKey(id),
    queryFn: ({ signal }) => api.get<TReviewResponse>(`/review/${segment(id)}`, { signal, ...PUBLIC }).then(requireStatus),
    refetchInterval: (query) => (query.state.data && !query.state.data.data.critique.processedAt ? PREPARING_POLL_MS : false),
    staleTime: Infinity,
  });
}

/** GET /review/{id}/file: the resume as uploaded (PDF or DOCX), for the ATS tab's page preview. */
export const reviewFileUrl = (id: string) => `/review/${segment(id)}/file`;
/** The review as a PDF, in the language it was written in. */
export const reviewPdfUrl = (id: string) => `/review/${segment(id)}/pdf`;

/** Changes the cached critique (after a write the server confirmed), without a new load (each load records a view). */
export function usePatchCritique(id: string) {
  const client = useQueryClient();
  return (change: Partial<TCritique>) =>
    client.setQueryData<TReviewResponse>(reviewKey(id), (old) =>
      old ? { ...old, data: { ...old.data, critique: { ...old.data.critique, ...change } } } : old,
    );
}

/** POST /api/critiques: the resume and the visitor's details, with upload progress. */
export function createCritique(file: File, fields: TCreateCritiqueFields, options: { onProgress: (percent: number) => void; signal?: AbortSignal }) {
  const text = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return postMultipart<TCreateCritiqueResponse>('/api/critiques', 'file', file, { ...options, fields: text });
}

/** POST /review/{id}/versions: an improved resume, read as a new review of the same visitor (beyond the spec). */
export function createVersion(critiqueId: string, file: File, options: { onProgress: (percent: number) => void; signal?: AbortSignal }) {
  return postMultipart<TCreateCritiqueResponse>(`/review/${segment(critiqueId)}/versions`, 'file', file, options);
}

/** POST /review/progress: the full list of visited tabs, whenever it grows. */
export function saveProgress(critiqueId: string, vistedTabs: readonly TCritiqueTab[]) {
  return api.post<WriteResponse>('/review/progress', { critiqueId, vistedTabs }, PUBLIC).then(requireStatus);
}

/** POST /review/{id}/feedback/ */
export function useSendFeedback(id: string) {
  return useMutation({
    mutationFn: (body: TReviewFeedbackRequest) => api.post<WriteResponse>(`/review/${segment(id)}/feedback/`, body, PUBLIC).then(requireStatus),
  });
}

/** POST /review/{id}/update/name, then the review again (its greeting and e-mails use the details). */
export function useUpdateName(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewNameRequest) => api.post<WriteResponse>(`/review/${segment(id)}/update/name`, body, PUBLIC).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKey(id) }),
  });
}

/** POST /critiques/{id}/schedule-button-click: the consultation banner was used (statistics; failures are not shown). */
export function recordScheduleClick(critiqueId: string, critiqueViewId: string) {
  return api.post<WriteResponse>(`/critiques/${segment(critiqueId)}/schedule-button-click`, { critiqueViewId }, PUBLIC);
}

/** POST /checkout/yjsg-checkout-button-click: a package's button was used (statistics). */
export function recordCheckoutClick(packageId: string, critiqueId: string, critiqueViewId: string) {
  return api.post<{ status: boolean; _id: string }>('/checkout/yjsg-checkout-button-click', { packageId, critiqueId, critiqueViewId }, PUBLIC);
}
