import type { TReviewerOrdersResponse, TStaffPerson } from '@draftdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

/** GET /api/reviewer/orders: every order of the site, read-only. */
export function useReviewerOrders() {
  return useQuery({
    queryKey: queryKeys.reviewerOrders,
    queryFn: ({ signal }) => api.get<TReviewerOrdersResponse>('/api/reviewer/orders', { signal }).then(requireStatus),
  });
}

/** Navigation state of the order link: the order page then needs no includeWriter (spec 02 "Order detail"). */
export interface ReviewerOrderState {
  writer: TStaffPerson | null;
}

export function writerFromState(state: unknown): TStaffPerson | null | undefined {
  if (!state || typeof state !== 'object' || !('writer' in state)) return undefined;
  return (state as ReviewerOrderState).writer;
}
