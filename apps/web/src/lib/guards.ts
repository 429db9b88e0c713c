import { homeFor, reviewerMayOpen, type TRole } from '@draftdesk/contract';
import { portalRole } from './roles.ts';

/**
 * Who may open a route (spec 03 "Route guards", spec 02 §2):
 * - public: no session lookup (login-related pages, review, checkout);
 * - guest: /login; a signed-in user is sent on;
 * - optional: opens for everyone; a signed-in user sees the shell;
 * - any / customer / staff: signed-in users, by role;
 * - admin: the admin's own screens (not in the specs), by the session's role, not the portal.
 */
export type RouteAccess = 'public' | 'guest' | 'optional' | 'any' | 'customer' | 'staff' | 'admin';

export function needsSession(access: RouteAccess): boolean {
  return access !== 'public';
}

export interface GuardUser {
  role: TRole;
  email: string;
  pending_purchase_package_id: string | null;
  /** How many orders the user has (GET /api/auth/user `orders`). */
  orders: number;
}

export interface GuardSite {
  customLoginDomain: string;
  customCheckoutUrl: string;
  /** hide_invoices: the invoices are off, like with a custom checkout (the server refuses them). */
  hideInvoices?: boolean;
}

export interface GuardInput {
  pathname: string;
  search: string;
  access: RouteAccess;
  user: GuardUser | null;
  site: GuardSite;
}

export type GuardDecision =
  | { kind: 'redirect'; to: string; keepFrom?: boolean }
  | { kind: 'external'; url: string }
  /** Leave for the site's own checkout: its link comes from GET /checkout/custom-link. */
  | { kind: 'custom-checkout' }
  | null;

/** The query values that survive the checkout hand-offs (spec 03 "Route guards"). */
export const CHECKOUT_PASS_THROUGH = [
  'item',
  'country',
  'fromWidget',
  'critiqueId',
  'critiqueViewId',
  'payment_intent_client_secret',
  'redirect_status',
  'payment_intent',
  'redirectionUrl',
  'coupon',
  'uniqueCustomerId',
] as const;

const ORDER_VIEW = /^\/orders\/view\/[^/]+\/?$/;
/** The writer's own tools (templates, writing profile): an admin, in the writer's portal as staff, has none. */
const WRITER_ONLY = [/^\/questionnaire-template(\/|$)/, /^\/onboarding\/?$/];
const CHECKOUT = /^\/(jb-)?checkout\/?$/;
const NO_PENDING_PURCHASE_REDIRECT = [/^\/checkout\/?$/, /^\/jb-checkout\/?$/, /^\/autologin\/[^/]+\/?$/, /^\/login\/?$/, /^\/review\/[^/]+\/?$/];

function pick(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') out.set(name, value);
  }
  return out;
}

/** Checkout and order view accept ?code=: sign in with it, then come back. */
export function codeRedirect(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code) return null;
  let from: string;
  const autologin = new URLSearchParams();
  if (CHECKOUT.test(pathname)) {
    const back = pick(params, CHECKOUT_PASS_THROUGH);
    back.set('autoLoggedIn', 'true');
    from = `${pathname.replace(/\/$/, '')}?${back.toString()}`;
    const packageId = params.get('packageId') || params.get('item');
    if (packageId) autologin.set('packageId', packageId);
  } else if (ORDER_VIEW.test(pathname)) {
    const back = new URLSearchParams(params);
    back.delete('code');
    const rest = back.toString();
    from = rest ? `${pathname}?${rest}` : pathname;
  } else {
    return null;
  }
  for (const name of ['critiqueId', 'critiqueViewId', 'uniqueCustomerId'] as const) {
    const value = params.get(name);
    if (value) autologin.set(name, value);
  }
  autologin.set('from', from);
  return `/autologin/${encodeURIComponent(code)}?${autologin.toString()}`;
}

/**
 * Spec 03: with a custom checkout URL, /checkout leaves for the external
 * checkout (a package is needed to build its link; the widget's return keeps the page).
 */
function customCheckoutApplies(pathname: string, search: string, site: GuardSite): boolean {
  if (!site.customCheckoutUrl.trim() || !/^\/checkout\/?$/.test(pathname)) return false;
  const params = new URLSearchParams(search);
  return Boolean(params.get('item') || params.get('packageId')) && !params.has('orderId') && !params.has('paymentError');
}

/** Spec 03: zero orders and a pending purchase go to checkout first. */
function pendingPurchaseRedirect(input: GuardInput, user: GuardUser): string | null {
  if (portalRole(user.role) !== 'user' || user.orders > 0 || !user.pending_purchase_package_id) return null;
  if (NO_PENDING_PURCHASE_REDIRECT.some((re) => re.test(input.pathname))) return null;
  const params = new URLSearchParams(input.search);
  const next = pick(params, CHECKOUT_PASS_THROUGH);
  next.set('item', user.pending_purchase_package_id);
  next.set('verified', 'true');
  return `/checkout?${next.toString()}`;
}

export function guardRedirect(input: GuardInput): GuardDecision {
  const { pathname, access, site } = input;
  const code = codeRedirect(pathname, input.search);
  if (code) return { kind: 'redirect', to: code };
  if (customCheckoutApplies(pathname, input.search, site)) return { kind: 'custom-checkout' };
  if (access === 'public') return null;

  const user = input.user?.email ? input.user : null;
  if (access === 'guest') {
    if (user) return { kind: 'redirect', to: homeFor(user.role) };
    if (site.customLoginDomain.trim()) return { kind: 'external', url: site.customLoginDomain };
    return null;
  }
  if (!user) return access === 'optional' ? null : { kind: 'redirect', to: '/login', keepFrom: true };

  const pending = pendingPurchaseRedirect(input, user);
  if (pending) return { kind: 'redirect', to: pending };
  if (access === 'optional') return null;

  const role = portalRole(user.role);
  if (role === 'reviewer' && !reviewerMayOpen(pathname)) return { kind: 'redirect', to: homeFor('reviewer') };
  if (access === 'customer' && role !== 'user') return { kind: 'redirect', to: homeFor(user.role) };
  if (access === 'staff' && role === 'user') return { kind: 'redirect', to: '/dashboard' };
  if (access === 'admin' && user.role !== 'admin') return { kind: 'redirect', to: homeFor(role) };
  if (user.role === 'admin' && WRITER_ONLY.some((re) => re.test(pathname))) return { kind: 'redirect', to: homeFor('admin') };
  if (site.customLoginDomain.trim() && /^\/profile\/?$/.test(pathname)) return { kind: 'redirect', to: '/dashboard' };
  if ((site.customCheckoutUrl.trim() || site.hideInvoices) && /^\/invoices\/?$/.test(pathname)) return { kind: 'redirect', to: '/dashboard' };
  return null;
}
