import type {
  TAdminAssignResponse,
  TAdminOrderFilter,
  TAdminOrderPatch,
  TAdminOrderResponse,
  TAdminOrderWriteResponse,
  TAdminOrdersResponse,
  TAdminTaskRequest,
} from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** Everything under it changes when an order is assigned. */
const ORDERS = ['admin', 'orders'] as const;
const listKey = (filter: TAdminOrderFilter, q: string, page: number) => [...ORDERS, filter, q, page] as const;
const orderKey = (id: string) => [...ORDERS, 'detail', id] as const;
const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/** GET /api/admin/orders?filter&q&page: the page before stays on screen while the next one loads. */
export function useAdminOrders(filter: TAdminOrderFilter, q: string, page: number) {
  return useQuery<TAdminOrdersResponse>({
    queryKey: listKey(filter, q, page),
    queryFn: ({ signal }) =>
      api
        .get<TAdminOrdersResponse>('/api/admin/orders', {
          query: { filter: filter === 'all' ? null : filter, q: q || null, page: page > 1 ? page : null },
          signal,
        })
        .then(requireStatus),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/orders/{id}/assign {writerId} */
export function useAssignOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, writerId }: { id: string; writerId: string }) =>
      api.patch<TAdminAssignResponse>(`${orderPath(id)}/assign`, { writerId }).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS }),
  });
}

/** GET /api/admin/orders/{id}: the order page's data (the order, its timeline, the writers it can go to). */
export function useAdminOrder(id: string) {
  return useQuery<TAdminOrderResponse>({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api.get<TAdminOrderResponse>(orderPath(id), { signal }).then(requireStatus),
  });
}

/** A write of the order page: its answer is the page's fresh data, and the lists are stale. */
function useOrderWrite<T>(id: string, send: (body: T) => Promise<TAdminOrderWriteResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      client.setQueryData<TAdminOrderResponse>(orderKey(id), response);
      void client.invalidateQueries({ queryKey: ORDERS, predicate: (q) => q.queryKey[2] !== 'detail' });
    },
  });
}

/** PATCH /api/admin/orders/{id} {hideOrder?, dueDate?, updatedAt} */
export function useUpdateAdminOrder(id: string) {
  return useOrderWrite(id, (body: TAdminOrderPatch) => api.patch<TAdminOrderWriteResponse>(orderPath(id), body).then(requireStatus));
}

/** PATCH /api/admin/orders/{id}/tasks {serviceId, taskId, done, reason, updatedAt} */
export function useSetModuleDone(id: string) {
  return useOrderWrite(id, (body: TAdminTaskRequest) => api.patch<TAdminOrderWriteResponse>(`${orderPath(id)}/tasks`, body).then(requireStatus));
}
