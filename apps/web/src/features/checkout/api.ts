import type {
  TCheckCouponResponse,
  TConfirmCheckoutRequest,
  TCustomLinkQuery,
  TCustomerPaymentIntentRequest,
  TFlutterwaveCodeResponse,
  TFlutterwaveVerificationRequest,
  TPackageInfoResponse,
  TPaymentIntentPublicRequest,
  TPaymentIntentResponse,
  TRegisterCustomerRequest,
  TRegisterCustomerResponse,
  TSandboxIntentResponse,
} from '@draftdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

// Spec 03 §7 and 01 §7: the checkout's and the payments' calls. Every amount
// comes from the server; the client never sends a price.

const segment = encodeURIComponent;
/** Public pages: a 401 is an answer, never a reason to open /login. */
const PUBLIC = { on401: 'throw' } as const;

export interface PackageInfoQuery {
  item: string;
  critiqueId: string;
  critiqueViewId: string;
}

/** GET /getPackageInfo: the package and, when signed in, the customer's details. Records the checkout visit. */
export function usePackageInfo(q: PackageInfoQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.packageInfo(q.item, q.critiqueId, q.critiqueViewId),
    queryFn: ({ signal }) =>
      api
        .get<TPackageInfoResponse>('/getPackageInfo', {
          query: { item: q.item, critiqueId: q.critiqueId, critiqueViewId: q.critiqueViewId },
          signal,
          ...PUBLIC,
        })
        .then(requireStatus),
    enabled: enabled && q.item !== '',
    staleTime: Infinity,
  });
}

/** What a payment intent is for: a public checkout, or one of the signed-in customer's payments. */
export type IntentRequest = { scope: 'public'; body: TPaymentIntentPublicRequest } | { scope: 'customer'; body: TCustomerPaymentIntentRequest };

function createIntent(request: IntentRequest, signal: AbortSignal) {
  return request.scope === 'public'
    ? api.post<TPaymentIntentResponse>('/api/getPaymentIntentPublic', request.body, { signal, ...PUBLIC }).then(requireStatus)
    : api.post<TPaymentIntentResponse>('/api/customer/payment-intent', request.body, { signal }).then(requireStatus);
}

/**
 * A payment intent for the request (null: nothing to pay yet). A new attempt
 * (after a decline) or a new request (coupon applied or removed) asks for a
 * new intent; an intent is never reused by another screen.
 */
export function usePaymentIntent(request: IntentRequest | null, attempt: number) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(request?.scope ?? 'none', JSON.stringify(request?.body ?? null), attempt),
    queryFn: ({ signal }) => createIntent(request!, signal),
    enabled: request !== null,
    // The card form stays while a new intent is made (coupon applied, another try); paying waits for it.
    placeholderData: request ? keepPreviousData : undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/package/{id}/checkCoupon */
export function checkCoupon(packageId: string, couponCode: string) {
  return api.post<TCheckCouponResponse>(`/api/package/${segment(packageId)}/checkCoupon`, { couponCode }, PUBLIC).then(requireStatus);
}

/** POST /registerCustomer: an account for the visitor (or theirs), the intent bound to it, and an auto-login code. */
export function registerCustomer(body: TRegisterCustomerRequest) {
  return api.post<TRegisterCustomerResponse>('/registerCustomer', body, PUBLIC).then(requireStatus);
}

/** GET /checkUser: an auto-login code for an existing customer; 404 when there is none. */
export function checkUser(query: { email: string; firstName: string; lastName: string; uniqueCustomerId: string }) {
  return api.get<{ status: boolean; code: string }>('/checkUser', { query, ...PUBLIC }).then(requireStatus);
}

/** POST /api/confirmAffirmPayment: the order, once the provider reports the intent paid. */
export function confirmCheckout(body: TConfirmCheckoutRequest) {
  return api.post<{ status: boolean; _id: string; message: string }>('/api/confirmAffirmPayment', body, PUBLIC).then(requireStatus);
}

/** GET /api/package/{packageId}/checkout-link/{critiqueId}?critiqueViewId */
export function useCheckoutLink(packageId: string, critiqueId: string, critiqueViewId: string) {
  return useQuery({
    queryKey: queryKeys.checkoutLink(packageId, critiqueId, critiqueViewId),
    queryFn: ({ signal }) =>
      api
        .get<{ status: boolean; data: { isCustomCheckout: boolean; link: string; checkoutUrl: string } }>(
          `/api/package/${segment(packageId)}/checkout-link/${segment(critiqueId)}`,
          { query: { critiqueViewId }, signal, ...PUBLIC },
        )
        .then(requireStatus),
    retry: false,
    gcTime: 0,
  });
}

/** GET /checkout/custom-link: the site's external checkout for a package and a customer. */
export function customCheckoutLink(query: TCustomLinkQuery) {
  return api.get<{ status: boolean; link: string }>('/checkout/custom-link', { query: { ...query }, ...PUBLIC }).then(requireStatus);
}

// ---- The sandbox provider's card form (test mode): the stand-in for Stripe.js.

export function confirmSandboxCard(intentId: string, clientSecret: string, cardNumber: string) {
  return api
    .post<TSandboxIntentResponse>(`/api/sandbox/payment-intents/${segment(intentId)}/confirm`, { client_secret: clientSecret, card_number: cardNumber }, PUBLIC)
    .then(requireStatus);
}

export function authenticateSandboxCard(intentId: string, clientSecret: string, outcome: 'approve' | 'fail') {
  return api
    .post<TSandboxIntentResponse>(`/api/sandbox/payment-intents/${segment(intentId)}/authenticate`, { client_secret: clientSecret, outcome }, PUBLIC)
    .then(requireStatus);
}

// ---- Flutterwave (the African currencies), for signed-in customers.

export function flutterwaveCode(selectedPackageId: string) {
  return api.post<TFlutterwaveCodeResponse>('/customer/flutterwave/code', { selectedPackageId }).then(requireStatus);
}

export function flutterwaveVerification(body: TFlutterwaveVerificationRequest) {
  return api.post<{ status: boolean; orderId: string }>('/customer/flutterwave/verification', body).then(requireStatus);
}
