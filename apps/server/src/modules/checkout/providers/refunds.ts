import type { ProviderRefund } from '../../../adapters/payments/index.ts';
import { transaction } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { ordersRepo } from '../../orders/repo.ts';
import { paymentsOf, viaProvider } from './payments.ts';
import { checkoutRepo } from '../repo.ts';

type PaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof checkoutRepo>['findPayment']>>>;

/**
 * A refund in the ledger: a row of kind 'refund' with the negative amount
 * (the ledger's sum is what was kept), keyed by the provider's refund id, so
 * a webhook delivered twice records it once. An invoice's refund marks it
 * refunded with the ledger's total; an order's gets an audit event naming the payment,
 * and a tip's refund comes off the order's tipByCustomer (null once nothing is left).
 */
export function recordRefund(deps: Deps, payment: PaymentRow, refund: ProviderRefund): Promise<boolean> {
  const siteId = payment.siteId;
  return transaction(deps.db, async (tx) => {
    const repo = checkoutRepo(tx);
    const row = await repo.recordPayment({
      siteId,
      kind: 'refund',
      amount: -refund.amount,
      currency: refund.currency,
      provider: payment.provider,
      providerReference: refund.id,
      customerId: payment.customerId,
      orderId: payment.orderId,
      invoiceId: payment.invoiceId,
      refundOf: payment.id,
    });
    if (!row) return false;
    if (payment.invoiceId) await repo.markInvoiceRefunded(siteId, payment.invoiceId, await repo.invoiceRefunded(siteId, payment.invoiceId));
    if (payment.orderId) {
      const orders = ordersRepo(tx);
      if (payment.kind === 'tip' && payment.customerId) {
        const owner = { siteId, customerId: payment.customerId };
        const order = await orders.findOwn(owner, payment.orderId, { forUpdate: true });
        const left = (order?.tipByCustomer ?? 0) - refund.amount;
        if (order) await orders.update(owner, order.id, { tipByCustomer: left > 0 ? left : null });
      }
      await orders.addEvent(siteId, payment.orderId, null, 'payment_refunded', {
        amount: refund.amount,
        currency: refund.currency,
        provider: payment.provider,
        providerReference: refund.id,
        paymentKind: payment.kind,
        paymentReference: payment.providerReference,
      });
    }
    return true;
  });
}

/**
 * The refunds of one of our Stripe payments, as Stripe lists them now (the
 * event only says which payment to look at): each succeeded refund in the
 * payment's currency is recorded once. A payment we have no ledger row for
 * changes nothing. Returns how many refunds were new.
 */
export async function recordStripeRefunds(deps: Deps, siteId: string, paymentIntentId: string): Promise<number> {
  const payment = await checkoutRepo(deps.db).findPayment(siteId, paymentIntentId);
  if (!payment || payment.provider !== 'stripe' || payment.kind === 'refund') return 0;
  const card = (await paymentsOf(deps, siteId)).card;
  if (card?.name !== 'stripe' || !card.listRefunds) return 0;
  const refunds = await viaProvider(() => card.listRefunds!(paymentIntentId));
  let recorded = 0;
  for (const refund of refunds) {
    if (refund.status !== 'succeeded' || refund.paymentIntentId !== paymentIntentId || refund.currency !== payment.currency) continue;
    if (await recordRefund(deps, payment, refund)) recorded += 1;
  }
  return recorded;
}
