import { verifyStripeEvent } from '../../../adapters/payments/stripe.ts';
import type { Deps } from '../../../deps.ts';
import type { Ctx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { fulfilInvoice, fulfilOrder, fulfilTip } from '../fulfil.ts';
import { paymentsOf, settleCardIntent } from './payments.ts';
import { recordStripeRefunds } from './refunds.ts';
import { checkoutRepo } from '../repo.ts';

export type WebhookOutcome = 'ignored' | 'fulfilled' | 'refunded' | 'refused';

/** Any of them names the PaymentIntent whose refunds are then read back from Stripe. */
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated']);

/**
 * POST /api/webhooks/stripe: a PaymentIntent that succeeded while the
 * customer's page was closed still becomes its order, tip or invoice payment.
 * The signature is checked against the raw body with the site's webhook
 * secret; the intent is then read back from Stripe like any confirmation, and
 * the same idempotent verbs run, so the webhook racing the page makes one order.
 * Refund events (charge.refunded, refund.created/updated) record the payment's
 * refunds in the ledger (refunds.ts).
 */
export async function stripeWebhook(deps: Deps, ctx: Ctx, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const secret = (await paymentsOf(deps, ctx.siteId)).stripeWebhookSecret;
  if (!secret) throw AppError.of('notFound', 404);
  let event: ReturnType<typeof verifyStripeEvent>;
  try {
    event = verifyStripeEvent(rawBody, signature ?? '', secret);
  } catch {
    throw AppError.of('invalidSignature', 400);
  }
  if (REFUND_EVENTS.has(event.type)) {
    if (!event.paymentIntentId) return 'ignored';
    return (await recordStripeRefunds(deps, ctx.siteId, event.paymentIntentId)) > 0 ? 'refunded' : 'ignored';
  }
  if (event.type !== 'payment_intent.succeeded' || !event.objectId) return 'ignored';
  const intent = await checkoutRepo(deps.db).findIntent(ctx.siteId, event.objectId);
  // Not ours, or a visitor who has not registered yet: their page confirms it later.
  if (!intent || intent.provider !== 'stripe' || !intent.customerId) return 'ignored';
  try {
    await settleCardIntent(deps, ctx.siteId, intent);
    if (intent.kind === 'order') await fulfilOrder(deps, intent, intent.customerId);
    else if (intent.kind === 'tip') await fulfilTip(deps, intent);
    else await fulfilInvoice(deps, intent);
  } catch (err) {
    // A mismatch will not fix itself: acknowledge, so Stripe stops retrying. A provider outage is retried.
    if (err instanceof AppError && err.statusCode < 500) return 'refused';
    throw err;
  }
  return 'fulfilled';
}
