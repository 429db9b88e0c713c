import type { TAdminReportsResponse } from '@draftdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** GET /api/admin/reports?months: the figures of the period stay on screen while another period loads. */
export function useAdminReports(months: number) {
  return useQuery<TAdminReportsResponse>({
    queryKey: ['admin', 'reports', months],
    queryFn: ({ signal }) => api.get<TAdminReportsResponse>('/api/admin/reports', { query: { months }, signal }).then(requireStatus),
    placeholderData: keepPreviousData,
  });
}
