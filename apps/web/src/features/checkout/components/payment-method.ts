import { serverText } from '../../../lib/messages.ts';

/** What charging the card gave: paid (confirm on the server next), declined (a new intent is needed) or failed (try again). */
export type ChargeOutcome =
  | { kind: 'paid'; intentId: string }
  | { kind: 'declined'; message: string }
  | { kind: 'failed'; message: string }
  /** The provider took the page away (Affirm); it comes back to the return URL. */
  | { kind: 'redirected' };

/** A payment method's form (sandbox card, Stripe Payment Element), as the payment panel drives it. */
export interface PaymentMethodHandle {
  charge(): Promise<ChargeOutcome>;
}

/** A provider intent's status as a charge outcome (Stripe's statuses; the sandbox uses the same). */
export function outcomeOf(intent: { id: string; status: string; last_payment_error?: string | null }): ChargeOutcome {
  if (intent.status === 'succeeded') return { kind: 'paid', intentId: intent.id };
  // Spec 03 §4: 'requires_payment_method' is a decline; the provider's own text when it gave one.
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    return { kind: 'declined', message: intent.last_payment_error || serverText('affirmDeclined') };
  }
  return { kind: 'failed', message: serverText('paymentPending') };
}
