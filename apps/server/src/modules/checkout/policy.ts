import type { MessageKey } from '@draftdesk/contract';
import type { ResolvedSite } from '../../lib/context.ts';

/** Why a provider's answer does not pay what is due: the status and the message key; null when it does. */
export type PaymentRefusal = { status: 402 | 409 | 422; key: MessageKey } | null;

/** Statuses after which the customer must pay again (Stripe's, and Flutterwave's 'failed'). */
const DECLINED = new Set(['requires_payment_method', 'canceled', 'failed']);
const PAID = new Set(['succeeded', 'successful']);

/**
 * DESIGN §5: a payment counts only when the provider reports it paid, for
 * exactly the amount and currency the server computed. Declined is 402,
 * still in progress 409, anything else paid 422 (and nothing is created).
 */
export function paymentRefusal(
  due: { amount: number; currency: string },
  reported: { status: string; amount: number; currency: string },
  declined: Extract<MessageKey, 'paymentDeclined' | 'affirmDeclined'> = 'paymentDeclined',
): PaymentRefusal {
  if (!PAID.has(reported.status)) {
    return DECLINED.has(reported.status) ? { status: 402, key: declined } : { status: 409, key: 'paymentPending' };
  }
  if (reported.amount !== due.amount || reported.currency.toLowerCase() !== due.currency.toLowerCase()) {
    return { status: 422, key: 'paymentMismatch' };
  }
  return null;
}

/** Spec 03 §6: invoices are hidden by hide_invoices or a custom checkout URL. */
export function invoicesHidden(site: Pick<ResolvedSite, 'settings'>): boolean {
  return Boolean(site.settings?.website_settings.hide_invoices || site.settings?.customCheckout.url);
}

export function tipsHidden(site: Pick<ResolvedSite, 'settings'>): boolean {
  return Boolean(site.settings?.website_settings.hide_tip);
}
