import { MESSAGES, paymentRouteFor, toMajorUnits, type TPaymentIntentResponse } from '@draftdesk/contract';
import { PaymentProviderError, sitePayments, type PaymentMethodKind, type SitePayments } from '../../../adapters/payments/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { newToken } from '../../../lib/ids.ts';
import { paymentRefusal } from '../policy.ts';
import { checkoutRepo, type IntentRow } from '../repo.ts';

/** A site's providers, built from its secrets (read per call: they never sit in the site cache). */
export async function paymentsOf(deps: Deps, siteId: string): Promise<SitePayments> {
  const secrets = await checkoutRepo(deps.db).siteSecrets(siteId);
  return sitePayments(deps.config, deps.db, siteId, (secrets as { payments?: unknown }).payments);
}

/** A provider call; when the provider fails, 502 with a clear text (the cause is logged by the routes' onError hook). */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      const e = new AppError(MESSAGES.paymentProviderUnavailable, 502);
      e.cause = err;
      throw e;
    }
    throw err;
  }
}

export interface IntentSpec {
  kind: IntentRow['kind'];
  amount: number;
  currency: string;
  customerId: string | null;
  description: string;
  packageId?: string;
  orderId?: string;
  invoiceId?: string;
  coupon?: { id: string; code: string } | null;
  discount?: number;
}

/** Affirm is offered by Stripe for USD and CAD from 50.00 up; tips and invoices are card only. */
function methodsFor(spec: IntentSpec): PaymentMethodKind[] {
  const affirm = spec.kind === 'order' && ['usd', 'cad'].includes(spec.currency) && spec.amount >= 5000;
  return affirm ? ['card', 'affirm'] : ['card'];
}

/**
 * Asks the site's card provider for an intent of an amount the server
 * computed, and records what it is for. A free order (total 0, a 100 %
 * coupon) gets a reference of its own and needs no provider.
 */
export async function createIntent(deps: Deps, siteId: string, spec: IntentSpec): Promise<TPaymentIntentResponse> {
  const repo = checkoutRepo(deps.db);
  const currency = spec.currency.toLowerCase();
  const record = (provider: IntentRow['provider'], reference: string) =>
    repo.insertIntent({
      siteId,
      provider,
      reference,
      kind: spec.kind,
      customerId: spec.customerId,
      packageId: spec.packageId ?? null,
      orderId: spec.orderId ?? null,
      invoiceId: spec.invoiceId ?? null,
      couponId: spec.coupon?.id ?? null,
      couponCode: spec.coupon?.code ?? null,
      amount: spec.amount,
      discount: spec.discount ?? 0,
      currency,
    });
  const answer = { status: true, amount: toMajorUnits(spec.amount), discountAmount: toMajorUnits(spec.discount ?? 0), currency };

  if (spec.amount === 0 && spec.kind === 'order') {
    const reference = `free_${newToken()}`;
    await record('none', reference);
    return { ...answer, intent_id: reference, client_secret: null, message: MESSAGES.noPaymentNeeded, provider: 'none', publishableKey: null, testMode: false };
  }
  if (paymentRouteFor(currency) !== 'card') throw AppError.of('paymentWrongMethod', 422);
  const card = (await paymentsOf(deps, siteId)).card;
  if (!card) throw AppError.of('paymentsNotConfigured', 503);
  const created = await viaProvider(() =>
    card.createIntent({
      amount: spec.amount,
      currency,
      methods: methodsFor({ ...spec, currency }),
      description: spec.description,
      metadata: {
        kind: spec.kind,
        ...(spec.packageId ? { packageId: spec.packageId } : {}),
        ...(spec.orderId ? { orderId: spec.orderId } : {}),
        ...(spec.invoiceId ? { invoiceId: spec.invoiceId } : {}),
      },
    }),
  );
  await record(card.name, created.id);
  return {
    ...answer,
    intent_id: created.id,
    client_secret: created.clientSecret,
    message: MESSAGES.paymentReady,
    provider: card.name,
    publishableKey: card.publishableKey,
    testMode: card.testMode,
  };
}

/** The recorded intent of this site behind a reference, of the kind expected; 404 otherwise. */
export async function intentOf(deps: Deps, siteId: string, reference: string, kind: IntentRow['kind']): Promise<IntentRow> {
  const intent = await checkoutRepo(deps.db).findIntent(siteId, reference);
  if (!intent || intent.kind !== kind) throw AppError.of('paymentNotFound', 404);
  return intent;
}

/**
 * DESIGN §5: asks the card provider whether the intent is paid, for exactly
 * the amount and currency recorded when it was made; throws otherwise.
 */
export async function settleCardIntent(
  deps: Deps,
  siteId: string,
  intent: IntentRow,
  declined: 'paymentDeclined' | 'affirmDeclined' = 'paymentDeclined',
): Promise<void> {
  if (intent.provider === 'none') return;
  const card = (await paymentsOf(deps, siteId)).card;
  if (!card || card.name !== intent.provider) throw AppError.of('paymentNotFound', 404);
  const reported = await viaProvider(() => card.retrieveIntent(intent.reference));
  if (!reported) throw AppError.of('paymentNotFound', 404);
  const refusal = paymentRefusal(intent, reported, declined);
  if (refusal) throw new AppError(MESSAGES[refusal.key], refusal.status);
}
