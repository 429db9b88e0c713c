import type { TInvoicesResponse, TPayInvoiceRequest } from '@draftdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

/** GET /api/customer/invoices: newest first. */
export function useInvoices() {
  return useQuery({
    queryKey: queryKeys.invoices,
    queryFn: ({ signal }) => api.get<TInvoicesResponse>('/api/customer/invoices', { signal }).then(requireStatus),
  });
}

/** POST /api/customer/invoices/pay: marks the invoice paid once the provider confirms the intent. */
export function payInvoice(body: TPayInvoiceRequest) {
  return api.post<{ status: boolean; message: string }>('/api/customer/invoices/pay', body).then(requireStatus);
}
