import {
  MESSAGES,
  ADMIN_PAYMENTS_PAGE_SIZE,
  toMajorUnits,
  toMinorUnits,
  type TAdminPaymentRow,
  type TAdminPaymentsQuery,
  type TAdminPaymentsResponse,
  type TAdminRefundRequest,
  type TAdminRefundResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthedCtx } from '../../../lib/context.ts';
import { auditRepo } from '../../audit/repo.ts';
import type { ProviderRefund } from '../../../adapters/payments/index.ts';
import { paymentsOf, viaProvider } from '../providers/payments.ts';
import { recordRefund } from '../providers/refunds.ts';
import { moneyRepo, type LedgerRow } from './repo.ts';

/** The providers an admin refunds through from here. */
const REFUNDABLE_PROVIDERS = new Set(['stripe', 'sandbox', 'flutterwave']);
/** How long a repeated click waits for the same refund, asked by another request, to finish. */
const CLAIM_WAIT_MS = 20_000;

const leftToRefund = (row: LedgerRow) => row.amount - row.refunded;

function presentLedgerRow(row: LedgerRow): TAdminPaymentRow {
  const name = `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim();
  return {
    _id: row.id,
    kind: row.kind,
    provider: row.provider,
    amount: toMajorUnits(row.amount),
    currency: row.currency,
    refunded: toMajorUnits(row.refunded),
    refundable: row.kind !== 'refund' && REFUNDABLE_PROVIDERS.has(row.provider) && leftToRefund(row) > 0,
    customerId: row.customerId,
    customerName: name || null,
    customerEmail: row.customerEmail ?? null,
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? null,
    invoiceId: row.invoiceId,
    packageName: row.packageName ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPayments(deps: Deps, ctx: AuthedCtx, q: TAdminPaymentsQuery): Promise<TAdminPaymentsResponse> {
  const { rows, total } = await moneyRepo(deps.db).list(ctx.siteId, q.page);
  return { status: true, payments: rows.map(presentLedgerRow), total, pageSize: ADMIN_PAYMENTS_PAGE_SIZE };
}

/**
 * Refunds (part of) a payment through the provider that took it, and records the refund in the ledger once.
 * The refund's key is the payment, what was refunded when the admin looked and the amount. The key is claimed
 * before the provider is asked, so a double click (even two at once, on two instances) asks once: the second waits
 * for the first and answers with its result. Stripe gets the key as its idempotency key too, and the provider's
 * webhook for the same refund finds its id already recorded.
 */
export async function refundPayment(deps: Deps, ctx: AuthedCtx, id: string, body: TAdminRefundRequest): Promise<TAdminRefundResponse> {
  const repo = moneyRepo(deps.db);
  const payment = await repo.find(ctx.siteId, id);
  if (!payment) throw AppError.of('paymentNotFound', 404);
  if (payment.kind === 'refund' || !REFUNDABLE_PROVIDERS.has(payment.provider)) throw AppError.of('refundNotAvailable', 409);
  const amount = toMinorUnits(body.amount);
  const seen = body.refundedSoFar === undefined ? payment.refunded : toMinorUnits(body.refundedSoFar);
  const key = `admin-refund:${payment.id}:${seen}:${amount}`;
  // A click after the refund was recorded saw an older ledger: nothing more is refunded.
  if (seen !== payment.refunded) throw AppError.of('staleWrite', 409);
  if (amount > leftToRefund(payment)) throw AppError.of('refundTooLarge', 409);
  if (await repo.claimRefund(ctx.siteId, payment.id, key)) {
    const refund = await refundAtProvider(deps, ctx.siteId, payment, amount, key).catch(async (err: unknown) => {
      // Nothing was refunded: the claim goes, so the admin can try again.
      await repo.dropRefundClaim(key);
      throw err;
    });
    if (refund.status === 'failed' || refund.status === 'canceled') {
      await repo.dropRefundClaim(key);
      throw AppError.of('paymentProviderUnavailable', 502);
    }
    if (await recordRefund(deps, payment, refund)) {
      await auditRepo(deps.db).record({
        siteId: ctx.siteId,
        actorId: ctx.user.id,
        targetType: 'payment',
        targetId: payment.id,
        action: 'refund',
        data: { amount: refund.amount, currency: refund.currency, provider: payment.provider, providerReference: refund.id },
      });
    }
    await repo.completeRefundClaim(key, refund.id);
  } else {
    await sameRefundDone(deps, key);
  }
  const after = await repo.find(ctx.siteId, id);
  return { status: true, message: MESSAGES.refundRecorded, payment: presentLedgerRow(after) };
}

/** Waits for the request that holds the same refund's claim; a claim it dropped (its refund failed or was refused) is a stale view. */
async function sameRefundDone(deps: Deps, key: string): Promise<void> {
  const repo = moneyRepo(deps.db);
  const until = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claim = await repo.refundClaim(key);
    if (!claim) throw AppError.of('staleWrite', 409);
    if (claim.refundReference) return;
    if (Date.now() > until) throw AppError.of('paymentProviderUnavailable', 502);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks the provider that took the payment for the refund. */
async function refundAtProvider(deps: Deps, siteId: string, payment: LedgerRow, amount: number, key: string): Promise<ProviderRefund> {
  const providers = await paymentsOf(deps, siteId);
  if (payment.provider === 'flutterwave') {
    const gateway = providers.flutterwave;
    if (!gateway) throw AppError.of('refundNotAvailable', 409);
    // The ledger keeps our tx_ref; Flutterwave refunds by its transaction id.
    const tx = await viaProvider(() => gateway.transactionByReference(payment.providerReference));
    if (!tx || tx.status !== 'successful') throw AppError.of('refundNotAvailable', 409);
    return viaProvider(() => gateway.refund(tx.id, amount, payment.currency));
  }
  const card = providers.card;
  if (!card || card.name !== payment.provider) throw AppError.of('refundNotAvailable', 409);
  return viaProvider(() => card.refund({ paymentIntentId: payment.providerReference, amount, idempotencyKey: key }));
}
