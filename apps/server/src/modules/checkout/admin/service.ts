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
import { paymentsOf, viaProvider } from '../providers/payments.ts';
import { recordRefund } from '../providers/refunds.ts';
import { moneyRepo, type LedgerRow } from './repo.ts';

/** The card providers an admin refunds through from here; Flutterwave's are refunded in its dashboard. */
const REFUNDABLE_PROVIDERS = new Set(['stripe', 'sandbox']);

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
 * Refunds (part of) a payment through the provider that took it, and records the refund in the ledger once:
 * the idempotency key is the payment, what was refunded when the admin looked and the amount, so a
 * double click (even two at once) is one refund at the provider, and the provider's webhook for the same
 * refund finds its id already recorded.
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
  const card = (await paymentsOf(deps, ctx.siteId)).card;
  if (!card || card.name !== payment.provider) throw AppError.of('refundNotAvailable', 409);
  const refund = await viaProvider(() => card.refund({ paymentIntentId: payment.providerReference, amount, idempotencyKey: key }));
  if (refund.status === 'failed' || refund.status === 'canceled') throw AppError.of('paymentProviderUnavailable', 502);
  const recorded = await recordRefund(deps, payment, refund);
  if (recorded) {
    await auditRepo(deps.db).record({
      siteId: ctx.siteId,
      actorId: ctx.user.id,
      targetType: 'payment',
      targetId: payment.id,
      action: 'refund',
      data: { amount: refund.amount, currency: refund.currency, provider: payment.provider, providerReference: refund.id },
    });
  }
  const after = await repo.find(ctx.siteId, id);
  return { status: true, message: MESSAGES.refundRecorded, payment: presentLedgerRow(after) };
}
