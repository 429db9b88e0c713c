import type { TCustomLinkQuery } from '@draftdesk/contract';
import { codeRedirect } from '../../lib/guards.ts';

// Spec 03 §2 and §4: where /checkout (and /jb-checkout) goes before and after
// the payment. Pure functions of the query, unit-tested in checkout-flow.test.ts.

/** What the checkout page shows for its query. */
export type CheckoutStage =
  /** No package: leave for / (visitor) or /orders/new (customer). */
  | 'no-item'
  /** 'We are redirecting you to the Checkout Page.': the returning-customer check, then verified=true. */
  | 'interstitial'
  /** Widget mode back from the payment provider's redirect (the server's return URL). */
  | 'widget-result'
  /** Back from the card provider's redirect (Affirm, 3-D Secure) in normal mode. */
  | 'provider-return'
  | 'checkout';

export function checkoutStage(params: URLSearchParams): CheckoutStage {
  if (!params.get('item')) return 'no-item';
  if (isWidget(params) && (params.has('orderId') || params.has('paymentError'))) return 'widget-result';
  if (params.get('payment_intent_client_secret') && params.get('payment_intent')) return 'provider-return';
  if (params.get('autoLoggedIn') !== 'true' && params.get('verified') !== 'true') return 'interstitial';
  return 'checkout';
}

export function isWidget(params: URLSearchParams): boolean {
  return params.get('fromWidget') === 'true';
}

/** The same checkout, marked verified (the interstitial's way on). */
export function verifiedCheckoutUrl(pathname: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set('verified', 'true');
  return `${pathname}?${next.toString()}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 03 §4: the returning-customer check runs only with a valid e-mail and a uniqueCustomerId. */
export function returningCustomerQuery(params: URLSearchParams) {
  const email = params.get('email')?.trim() ?? '';
  const uniqueCustomerId = params.get('uniqueCustomerId')?.trim() ?? '';
  if (!EMAIL.test(email) || !uniqueCustomerId) return null;
  return { email, uniqueCustomerId, firstName: params.get('firstName')?.trim() ?? '', lastName: params.get('lastName')?.trim() ?? '' };
}

/** A returning customer's auto-login, coming back to this checkout (the ?code rule of the guards). */
export function returningCustomerAutologin(pathname: string, params: URLSearchParams, code: string): string {
  const withCode = new URLSearchParams(params);
  withCode.set('code', code);
  return codeRedirect(pathname, `?${withCode.toString()}`) ?? `/autologin/${encodeURIComponent(code)}`;
}

/** Spec 03 §4: a new order starts with the initial question, which confirms the purchase. */
export function orderStartPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}/initial-question?showSuccess=true`;
}

/** A visitor who registered at checkout signs in with the code, then opens the order. */
export function autologinTo(code: string, from: string): string {
  return `/autologin/${encodeURIComponent(code)}?${new URLSearchParams({ from }).toString()}`;
}

/** The prefilled customer form: the query's values (a review link carries them). */
export function customerFromQuery(params: URLSearchParams) {
  return {
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    email: params.get('email') ?? '',
    uniqueCustomerId: params.get('uniqueCustomerId') ?? '',
  };
}

/** Where the card provider comes back after a redirect: this checkout (verified), without a previous attempt's result. */
export function providerReturnUrl(origin: string, pathname: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status', 'code']) next.delete(name);
  next.set('verified', 'true');
  return `${origin}${pathname}?${next.toString()}`;
}

/**
 * Widget mode's return URL (spec 03 §7): the server confirms the payment and
 * sends the widget back to /checkout with orderId or paymentError.
 */
export function widgetReturnUrl(origin: string, clientId: string, userId: string, item: string): string {
  const part = encodeURIComponent;
  return `${origin}/api/client/${part(clientId)}/user/${part(userId)}/package/${part(item)}/confirmAffirmPayment`;
}

/**
 * Spec 03 "Route guards": the external checkout's link is built from the
 * query (package, customer fields) and, where the query has none, the
 * signed-in customer's own details.
 */
export function customCheckoutQuery(
  params: URLSearchParams,
  user: { firstName: string; lastName: string; email: string; uniqueCustomerId?: string | null } | null,
): TCustomLinkQuery | null {
  const productId = params.get('item') || params.get('packageId');
  if (!productId) return null;
  const value = (name: 'firstName' | 'lastName' | 'email' | 'uniqueCustomerId') => params.get(name)?.trim() || user?.[name]?.trim() || undefined;
  return { productId, firstName: value('firstName'), lastName: value('lastName'), email: value('email'), uniqueCustomerId: value('uniqueCustomerId') };
}

// ---- Widget mode: the checkout tells the page around it what happened.

export type WidgetEvent =
  | { event: 'paid'; orderId: string; item: string; redirectionUrl?: string }
  | { event: 'redirect'; url: string; orderId: string; item: string }
  | { event: 'error'; message: string; item: string };

export const WIDGET_MESSAGE_TYPE = 'draftdesk:checkout';

/** Posts to the embedding page. Never carries a login code: the target origin is not known. */
export function postToWidgetParent(message: WidgetEvent, target: Pick<Window, 'postMessage'> | null = window.parent): void {
  // Outside a frame the parent is the page itself: nobody to tell.
  if (!target || (typeof window !== 'undefined' && target === window)) return;
  target.postMessage({ type: WIDGET_MESSAGE_TYPE, ...message }, '*');
}

// ---- Across a provider redirect: what the page knew before it left.

const PENDING_KEY = 'draftdesk.checkout.pending';

export interface PendingCheckout {
  intentId: string;
  item: string;
  /** The auto-login code of a visitor who registered before paying. */
  code: string | null;
}

export function rememberPendingCheckout(pending: PendingCheckout): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Private mode: the return then asks the visitor to log in.
  }
}

/** What was remembered for this intent (null: for whichever intent it was, as the widget's return does not name it). */
export function takePendingCheckout(intentId: string | null): PendingCheckout | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as PendingCheckout) : null;
    if (!pending || (intentId !== null && pending.intentId !== intentId)) return null;
    sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return null;
  }
}

/** Spec 03 §9: packages are offered by price, highest first (ties keep the server's order). */
export function byPriceHighestFirst<T extends { packagePrice: number }>(packages: readonly T[]): T[] {
  return [...packages].sort((a, b) => b.packagePrice - a.packagePrice);
}
