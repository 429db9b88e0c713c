import type {
  TArchiveOrderRequest,
  TFollowupResponse,
  TQuestionnaireItem,
  TArchiveOrderResponse,
  TFinalUploadInput,
  TFinalUploadResponse,
  TLinkedinUploadRequest,
  TLinkedinUploadResponse,
  TRevisionUploadInput,
  TRevisionUploadResponse,
  TSetDueDateRequest,
  TSetDueDateResponse,
  TWriterAnswersResponse,
  TWriterDashboardResponse,
  TWriterFinalResponse,
  TWriterLinkedinResponse,
  TWriterOrderResponse,
  TWriterOrdersResponse,
  TWriterPreviousFilesResponse,
  TWriterRevisionsResponse,
} from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys, WRITER_ORDERS_PREFIX } from '../../lib/query.ts';

const enc = encodeURIComponent;

/** After any write to an order: lists, dashboard, detail and per-service pages are refetched. */
function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: WRITER_ORDERS_PREFIX });
}

// ---- Dashboard and lists

/** GET /api/writer/dashboard */
export function useWriterDashboard() {
  return useQuery({
    queryKey: queryKeys.writerDashboard,
    queryFn: ({ signal }) => api.get<TWriterDashboardResponse>('/api/writer/dashboard', { signal }).then(requireStatus),
  });
}

/** GET /api/writer/orders[?archived=true]: the open orders, or only the archived ones. */
export function useWriterOrders(archived: boolean) {
  return useQuery({
    queryKey: queryKeys.writerOrders(archived),
    queryFn: ({ signal }) =>
      api.get<TWriterOrdersResponse>('/api/writer/orders', { signal, query: archived ? { archived: 'true' } : undefined }).then(requireStatus),
  });
}

/** PATCH /api/writer/orders/set-due-date {orderId, clientId, dueDate: 'YYYY-MM-DD'} */
export function useSetDueDate() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TSetDueDateRequest) => api.patch<TSetDueDateResponse>('/api/writer/orders/set-due-date', body).then(requireStatus),
    onSuccess: invalidate,
  });
}

/** PATCH /api/writer/orders/archive {orderId, archived} */
export function useArchiveOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TArchiveOrderRequest) => api.patch<TArchiveOrderResponse>('/api/writer/orders/archive', body).then(requireStatus),
    onSuccess: invalidate,
  });
}

// ---- Order detail

/** GET /api/writer/orders/{id}[?includeWriter=true] (reviewers ask for the writer). */
export function useWriterOrder(id: string, includeWriter: boolean) {
  return useQuery({
    queryKey: queryKeys.writerOrder(id, includeWriter),
    queryFn: ({ signal }) =>
      api
        .get<TWriterOrderResponse>(`/api/writer/orders/${enc(id)}`, { signal, query: includeWriter ? { includeWriter: 'true' } : undefined })
        .then(requireStatus),
  });
}

// ---- Per-service pages

/** GET /api/writer/orders/previous-file/get/{serviceId}/{id} */
export function useWriterPreviousFiles(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.writerPreviousFiles(serviceId, orderId),
    queryFn: ({ signal }) =>
      api.get<TWriterPreviousFilesResponse>(`/api/writer/orders/previous-file/get/${enc(serviceId)}/${enc(orderId)}`, { signal }).then(requireStatus),
  });
}

/** GET /api/writer/orders/revision/get/{serviceId}/{id}: drafts newest first, and whether a new one may be uploaded. */
export function useWriterRevisions(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.writerRevisions(serviceId, orderId),
    queryFn: ({ signal }) =>
      api.get<TWriterRevisionsResponse>(`/api/writer/orders/revision/get/${enc(serviceId)}/${enc(orderId)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/writer/orders/revision/upload */
export function useUploadRevision() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TRevisionUploadInput) => api.post<TRevisionUploadResponse>('/api/writer/orders/revision/upload', body).then(requireStatus),
    onSuccess: invalidate,
  });
}

/** GET /api/writer/orders/final/get/{serviceId}/{id} */
export function useWriterFinal(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.writerFinal(serviceId, orderId),
    queryFn: ({ signal }) => api.get<TWriterFinalResponse>(`/api/writer/orders/final/get/${enc(serviceId)}/${enc(orderId)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/writer/orders/final/upload: replaces the previous final of the service. */
export function useUploadFinal() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TFinalUploadInput) => api.post<TFinalUploadResponse>('/api/writer/orders/final/upload', body).then(requireStatus),
    onSuccess: invalidate,
  });
}

/** GET /api/writer/orders/linkedin/get/{id} */
export function useWriterLinkedin(orderId: string) {
  return useQuery({
    queryKey: queryKeys.writerLinkedin(orderId),
    queryFn: ({ signal }) => api.get<TWriterLinkedinResponse>(`/api/writer/orders/linkedin/get/${enc(orderId)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/writer/orders/linkedin/upload {order_id, data: file, taskId: 'final_linkedin'} */
export function useUploadLinkedin() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TLinkedinUploadRequest) => api.post<TLinkedinUploadResponse>('/api/writer/orders/linkedin/upload', body).then(requireStatus),
    onSuccess: invalidate,
  });
}

/** GET /api/writer/questionnaires-answers/{id}/{questionnaire_id}/{service?} */
export function useWriterAnswers(orderId: string, qid: string, service: string | undefined) {
  const path = `/api/writer/questionnaires-answers/${enc(orderId)}/${enc(qid)}${service ? `/${enc(service)}` : ''}`;
  return useQuery({
    queryKey: queryKeys.writerAnswers(orderId, qid, service ?? ''),
    queryFn: ({ signal }) => api.get<TWriterAnswersResponse>(path, { signal }).then(requireStatus),
  });
}

// ---- Follow-up questions of one service

const followupPath = (orderId: string, service: string, action = '') =>
  `/api/writer/orders/${enc(orderId)}/additional_questionnaire/${action ? `${action}/` : ''}${enc(service)}`;

/** GET /api/writer/orders/{id}/additional_questionnaire/{service} */
export function useFollowup(orderId: string, service: string) {
  return useQuery({
    queryKey: queryKeys.followup(orderId, service),
    queryFn: ({ signal }) => api.get<TFollowupResponse>(followupPath(orderId, service), { signal }).then(requireStatus),
  });
}

/** Every write answers with the follow-up as it now is: the page shows that at once. */
function useFollowupWrite<T>(orderId: string, service: string, call: (input: T) => Promise<TFollowupResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(input).then(requireStatus),
    onSuccess: (response) => {
      client.setQueryData(queryKeys.followup(orderId, service), response);
      void client.invalidateQueries({ queryKey: WRITER_ORDERS_PREFIX, predicate: (q) => q.queryKey[2] !== 'followup' });
    },
  });
}

/** POST .../additional_questionnaire/{service} {id, service, data}: saves the draft items. */
export function useSaveFollowup(orderId: string, service: string) {
  return useFollowupWrite(orderId, service, (items: TQuestionnaireItem[]) =>
    api.post<TFollowupResponse>(followupPath(orderId, service), { id: orderId, service, data: items }),
  );
}

/** POST .../additional_questionnaire/publish/{service}: the draft becomes what the customer answers. */
export function usePublishFollowup(orderId: string, service: string) {
  return useFollowupWrite(orderId, service, () => api.post<TFollowupResponse>(followupPath(orderId, service, 'publish')));
}

/** POST .../additional_questionnaire/copy/{service} {template}: a published template replaces the draft. */
export function useCopyTemplate(orderId: string, service: string) {
  return useFollowupWrite(orderId, service, (template: string) => api.post<TFollowupResponse>(followupPath(orderId, service, 'copy'), { template }));
}
