import type { TCustomerDraftsResponse, TFinalDocumentResponse, TFinalizeRevisionRequest, TRateReviewRequest } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';

const path = (serviceId: string, orderId: string) => `${encodeURIComponent(serviceId)}/${encodeURIComponent(orderId)}`;

/** GET /api/customer/orders/revision/get/{serviceId}/{id}: the drafts, newest first. */
export function useDrafts(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.drafts(serviceId, orderId),
    queryFn: ({ signal }) => api.get<TCustomerDraftsResponse>(`/api/customer/orders/revision/get/${path(serviceId, orderId)}`, { signal }).then(requireStatus),
  });
}

function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX });
}

/** POST /api/customer/orders/revision/rate-review: once per draft. */
export function useRateReview() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TRateReviewRequest) =>
      api.post<{ status: boolean; message: string }>('/api/customer/orders/revision/rate-review', body).then(requireStatus),
    onSuccess: refresh,
  });
}

/** POST /api/customer/orders/revision/finalize: completes revision_process. */
export function useFinalizeRevisions() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TFinalizeRevisionRequest) =>
      api.post<{ status: boolean; message: string }>('/api/customer/orders/revision/finalize', body).then(requireStatus),
    onSuccess: refresh,
  });
}

/** GET /api/customer/orders/final/get/{serviceId}/{id}: data null until the writer uploads the final. */
export function useFinalDocument(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.finalDocument(serviceId, orderId),
    queryFn: ({ signal }) => api.get<TFinalDocumentResponse>(`/api/customer/orders/final/get/${path(serviceId, orderId)}`, { signal }).then(requireStatus),
  });
}
