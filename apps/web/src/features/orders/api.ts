import type {
  TCustomerOrderResponse,
  TCustomerOrdersResponse,
  TFeedbackConfirmationRequest,
  TInitialQuestionRequest,
  TLinkedinFinalResponse,
  TNewOrderRequest,
  TNoShowRequest,
  TPackagesResponse,
  TPreviousFilesResponse,
  TPreviousFilesUploadRequest,
  TSurveyResponse,
  TTipRequest,
} from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { toApiError } from '../../lib/api-error.ts';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** After a write to an order: every customer order query (list, detail, modules) may have changed. */
export function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX });
}

/** GET /api/customer/orders: the dashboard and the order list (main.tsx asks it early on those pages). */
export const customerOrdersQuery = {
  queryKey: queryKeys.customerOrders,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<TCustomerOrdersResponse>('/api/customer/orders', { signal }).then(requireStatus),
};

export function useCustomerOrders() {
  return useQuery(customerOrdersQuery);
}

/** GET /api/customer/orders/{id}: the order, its invoice and the site currency. */
export function useCustomerOrder(id: string) {
  return useQuery({
    queryKey: queryKeys.customerOrder(id),
    queryFn: ({ signal }) => api.get<TCustomerOrderResponse>(`/api/customer/orders/${path(id)}`, { signal }).then(requireStatus),
  });
}

/** PATCH /api/customer/orders/{orderId}: the initial question; success is statusCode 200. */
export function useAnswerInitialQuestion(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: TInitialQuestionRequest) =>
      api.patch<{ statusCode: number; status: boolean }>(`/api/customer/orders/${path(orderId)}`, body).then((response) => {
        if (response?.statusCode !== 200) throw toApiError(400, response);
        return response;
      }),
    onSuccess: refresh,
  });
}

/** PATCH /api/customer/orders/noShow/{id}: "No Thanks" on the ORDER COMPLETED modal. */
export function useSetNoShow(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: TNoShowRequest) =>
      api.patch<{ status: boolean; noShowCheck: boolean }>(`/api/customer/orders/noShow/${path(orderId)}`, body).then(requireStatus),
    onSuccess: refresh,
  });
}

/** GET /api/customer/orders/linkedin/get/{id}: the final LinkedIn file once the writer uploaded it. */
export function useLinkedinFinal(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.linkedinFinal(orderId),
    queryFn: ({ signal }) => api.get<TLinkedinFinalResponse>(`/api/customer/orders/linkedin/get/${path(orderId)}`, { signal }).then(requireStatus),
    enabled,
  });
}

/** GET /api/customer/orders/previous-file/get/{serviceId}/{id} */
export function usePreviousFiles(serviceId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.previousFiles(serviceId, orderId),
    queryFn: ({ signal }) =>
      api.get<TPreviousFilesResponse>(`/api/customer/orders/previous-file/get/${path(serviceId, orderId)}`, { signal }).then(requireStatus),
  });
}

interface PreviousFilesSaved {
  status: boolean;
  message: string;
  data: TPreviousFilesResponse['data'];
}

/** POST /api/customer/orders/previous-file/upload/{serviceId}/{id}: attach the uploads, detach the deleted. */
export function useSavePreviousFiles(serviceId: string, orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: Omit<TPreviousFilesUploadRequest, 'order_id' | 'serviceId' | 'taskId'>) =>
      api
        .post<PreviousFilesSaved>(`/api/customer/orders/previous-file/upload/${path(serviceId, orderId)}`, {
          order_id: orderId,
          serviceId,
          taskId: 'previous_document',
          ...body,
        })
        .then(requireStatus),
    onSuccess: refresh,
  });
}

/** GET /api/orders/{orderId}/survey/{surveyId} */
export function useSurvey(orderId: string, surveyId: string) {
  return useQuery({
    queryKey: queryKeys.survey(orderId, surveyId),
    queryFn: ({ signal }) => api.get<TSurveyResponse>(`/api/orders/${path(orderId)}/survey/${path(surveyId)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/orders/{orderId}/{surveyId}/feedback-confirmation: answers are stored once. */
export function useSubmitSurvey(orderId: string, surveyId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: TFeedbackConfirmationRequest) =>
      api.post<{ status: boolean; message: string }>(`/api/orders/${path(orderId)}/${path(surveyId)}/feedback-confirmation`, body).then(requireStatus),
    onSuccess: refresh,
  });
}

// ---- New orders and tips (spec 01 §7): paid through features/checkout's payment panel.

/** GET /api/customer/orders_all_packages?purchasable=true: highest price first. */
export function usePurchasablePackages() {
  return useQuery({
    queryKey: queryKeys.purchasablePackages,
    queryFn: ({ signal }) => api.get<TPackagesResponse>('/api/customer/orders_all_packages', { query: { purchasable: 'true' }, signal }).then(requireStatus),
  });
}

/** POST /api/customer/orders_new: the order for a paid intent of the package. */
export function createOrder(body: TNewOrderRequest) {
  return api.post<{ status: boolean; order_id: string; message: string }>('/api/customer/orders_new', body).then(requireStatus);
}

/** POST /api/customer/orders/tip/{id}: the tip the intent was made for. */
export function payTip(orderId: string, body: TTipRequest) {
  return api.post<{ status: boolean; message: string; tipByCustomer: number }>(`/api/customer/orders/tip/${path(orderId)}`, body).then(requireStatus);
}
