import type {
  TAdminCoupon,
  TAdminCreateInvoiceRequest,
  TAdminCreateInvoiceResponse,
  TAdminInvoicesResponse,
  TAdminOrdersResponse,
  TAdminPackagesResponse,
  TAdminPaymentsResponse,
  TAdminRefundRequest,
  TAdminRefundResponse,
  TAdminUsersResponse,
  TCatalogueDeleteResponse,
  TCouponInput,
  TCouponPatch,
} from '@draftdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../../lib/api.ts';

/** Everything under it changes with a refund, an invoice or a coupon write (a refund changes the invoices' refund column). */
const MONEY = ['admin', 'money'] as const;
export const moneyKeys = {
  payments: (page: number) => [...MONEY, 'payments', page] as const,
  invoices: (page: number) => [...MONEY, 'invoices', page] as const,
  coupons: () => [...MONEY, 'coupons', 'list'] as const,
  coupon: (id: string) => [...MONEY, 'coupons', 'detail', id] as const,
};

const enc = encodeURIComponent;
const pageQuery = (page: number) => ({ page: page > 1 ? page : null });

/** GET /api/admin/payments?page: the ledger, newest first; the page before stays on screen while the next one loads. */
export function usePayments(page: number) {
  return useQuery<TAdminPaymentsResponse>({
    queryKey: moneyKeys.payments(page),
    queryFn: ({ signal }) => api.get<TAdminPaymentsResponse>('/api/admin/payments', { query: pageQuery(page), signal }).then(requireStatus),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/invoices?page */
export function useAdminInvoices(page: number) {
  return useQuery<TAdminInvoicesResponse>({
    queryKey: moneyKeys.invoices(page),
    queryFn: ({ signal }) => api.get<TAdminInvoicesResponse>('/api/admin/invoices', { query: pageQuery(page), signal }).then(requireStatus),
    placeholderData: keepPreviousData,
  });
}

export interface TAdminCouponsResponse {
  status: true;
  currency: string;
  coupons: TAdminCoupon[];
}
export interface TAdminCouponResponse {
  status: true;
  coupon: TAdminCoupon;
}
export interface TAdminCouponWriteResponse {
  status: true;
  message: string;
  coupon: TAdminCoupon;
}

/** GET /api/admin/coupons: every coupon of the site with its redemptions, and the site's currency. */
export function useCoupons() {
  return useQuery<TAdminCouponsResponse>({
    queryKey: moneyKeys.coupons(),
    queryFn: ({ signal }) => api.get<TAdminCouponsResponse>('/api/admin/coupons', { signal }).then(requireStatus),
  });
}

/** GET /api/admin/coupons/{id}: a fresh copy, for a reload after a stale save. */
export function fetchCoupon(id: string) {
  return api.get<TAdminCouponResponse>(`/api/admin/coupons/${enc(id)}`).then(requireStatus);
}

/** GET /api/admin/packages: the packages a coupon can be limited to (and the site's currency). */
export function useMoneyPackages() {
  return useQuery<TAdminPackagesResponse>({
    queryKey: ['admin', 'catalogue', 'packages', 'list'],
    queryFn: ({ signal }) => api.get<TAdminPackagesResponse>('/api/admin/packages', { signal }).then(requireStatus),
  });
}

function useMoneyWrite<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: MONEY }) });
}

/** POST /api/admin/payments/{id}/refund {amount, refundedSoFar}: 409 when the view is stale, too much is asked, or the provider refunds elsewhere. */
export const useRefund = () =>
  useMoneyWrite(({ id, body }: { id: string; body: TAdminRefundRequest }) =>
    api.post<TAdminRefundResponse>(`/api/admin/payments/${enc(id)}/refund`, body).then(requireStatus),
  );

/** POST /api/admin/invoices: the customer is told, and pays it on /invoices. */
export const useCreateInvoice = () =>
  useMoneyWrite((body: TAdminCreateInvoiceRequest) => api.post<TAdminCreateInvoiceResponse>('/api/admin/invoices', body).then(requireStatus));

/** POST /api/admin/coupons */
export const useCreateCoupon = () => useMoneyWrite((body: TCouponInput) => api.post<TAdminCouponWriteResponse>('/api/admin/coupons', body).then(requireStatus));

/** PATCH /api/admin/coupons/{id} with the `updatedAt` it was loaded with (409 staleWrite when someone saved since). */
export const useUpdateCoupon = () =>
  useMoneyWrite(({ id, body }: { id: string; body: TCouponPatch }) =>
    api.patch<TAdminCouponWriteResponse>(`/api/admin/coupons/${enc(id)}`, body).then(requireStatus),
  );

/** DELETE /api/admin/coupons/{id}: 409 couponInUse once redeemed (switch it off instead). */
export const useDeleteCoupon = () => useMoneyWrite((id: string) => api.delete<TCatalogueDeleteResponse>(`/api/admin/coupons/${enc(id)}`).then(requireStatus));

/** GET /api/admin/users?role=user&q: customers an invoice can be for (first page of matches). */
export function useCustomerSearch(q: string) {
  return useQuery<TAdminUsersResponse>({
    queryKey: ['admin', 'people', 'list', 'user', q, 1],
    queryFn: ({ signal }) => api.get<TAdminUsersResponse>('/api/admin/users', { query: { role: 'user', q: q || null }, signal }).then(requireStatus),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/orders?customer&q: one customer's orders, newest first, a page of them; the server searches all of
 * them by order number or package. The last answer for the same customer stays while the next search loads.
 */
export function useCustomerOrders(customerId: string | null, q: string) {
  return useQuery<TAdminOrdersResponse>({
    queryKey: ['admin', 'orders', 'customer', customerId ?? '', q],
    queryFn: ({ signal }) => api.get<TAdminOrdersResponse>('/api/admin/orders', { query: { customer: customerId, q: q || null }, signal }).then(requireStatus),
    enabled: !!customerId,
    // Never another customer's orders, not even for a moment.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === (customerId ?? '') ? previous : undefined),
  });
}
