import type { TAdminAssignResponse, TAdminOrderFilter, TAdminOrdersResponse } from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** Everything under it changes when an order is assigned. */
const ORDERS = ['admin', 'orders'] as const;
const listKey = (filter: TAdminOrderFilter, q: string, page: number) => [...ORDERS, filter, q, page] as const;

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
      api.patch<TAdminAssignResponse>(`/api/admin/orders/${encodeURIComponent(id)}/assign`, { writerId }).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS }),
  });
}
