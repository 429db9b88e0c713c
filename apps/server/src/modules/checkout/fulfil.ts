import { couponRefusal, type TNotificationAction } from '@draftdesk/contract';
import { transaction, type Db } from '../../db/client.ts';
import type { TPackageSnapshot } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { notify } from '../notifications/service.ts';
import { ordersRepo } from '../orders/repo.ts';
import { autoAssignment } from './assign.ts';
import { notifyAdminsUnassigned } from './unassigned.ts';
import { sendPurchaseMails, type Purchase } from './purchase-mails.ts';
import { checkoutRepo, type IntentRow, type PackageRow } from './repo.ts';

// Each verb here runs after the provider confirmed the payment, in one
// transaction that starts with the ledger row: its unique provider reference
// makes a second confirmation (the page and the webhook racing, a double
// click) find the first one's result instead of creating anything again.

/** DESIGN §5: what the customer bought, frozen at purchase. */
export function snapshotOf(p: PackageRow): TPackageSnapshot {
  return {
    _id: p.id,
    packageName: p.name,
    packagePrice: p.price,
    currency: p.currency,
    packageServices: p.services,
    packageDownloadables: p.downloadables,
    contract_id: p.contractId,
    surveyDetails: p.survey,
  };
}

/** The customer, as the sender of the notifications their purchase causes. */
async function senderOf(tx: Db, siteId: string, customerId: string) {
  const c = await checkoutRepo(tx).customerAsSender(siteId, customerId);
  return { profileImg: c?.profileImg ?? '', firstName: c?.firstName ?? '', lastName: c?.lastName ?? '' };
}

// Through notify(): the bell updates live and the writer's e-mail preferences apply.
async function notifyWriter(tx: Db, siteId: string, writerId: string, orderId: string, customerId: string, action: TNotificationAction) {
  await notify(tx, { siteId, userId: writerId, orderId, action, sender: await senderOf(tx, siteId, customerId) });
}

/**
 * A paid (or free) checkout becomes an order: the package snapshot, the
 * coupon's redemption, the writer auto-assignment picks (when the site has it
 * on), the writer's notification, the audit events, and the pending purchase
 * cleared.
 */
export async function fulfilOrder(
  deps: Deps,
  intent: IntentRow,
  customerId: string,
  info: { checkoutClickId?: string | null; transactionId?: string } = {},
): Promise<{ orderId: string; created: boolean }> {
  const result = await createOrder(deps, intent, customerId, info);
  // Once committed, and once per payment: a second confirmation finds the order and sends nothing.
  if (result.purchase) await sendPurchaseMails(deps, intent, customerId, result.purchase);
  return { orderId: result.orderId, created: result.purchase !== null };
}

function createOrder(
  deps: Deps,
  intent: IntentRow,
  customerId: string,
  info: { checkoutClickId?: string | null; transactionId?: string },
): Promise<{ orderId: string; purchase: Purchase | null }> {
  const siteId = intent.siteId;
  return transaction(deps.db, async (tx) => {
    const repo = checkoutRepo(tx);
    const orderId = newId();
    // The purchase is on the customer's invoices, paid; a refund of its payment marks it refunded (refunds.ts).
    const invoiceId = newId();
    const paid = await repo.recordPayment({
      siteId,
      kind: 'order',
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider,
      providerReference: intent.reference,
      customerId,
      orderId,
      invoiceId,
    });
    if (!paid) {
      const first = await repo.findPayment(siteId, intent.reference);
      if (!first?.orderId) throw AppError.of('paymentNotFound', 404);
      return { orderId: first.orderId, purchase: null };
    }
    const pkg = intent.packageId ? await repo.findPackage(siteId, intent.packageId) : undefined;
    if (!pkg) throw AppError.of('packageNotFound', 404);
    // Nobody paid for a free order: its coupon must still hold now (locked), or free intents made earlier would outrun its limit.
    if (intent.provider === 'none') {
      const coupon = intent.couponId ? await repo.findCouponById(siteId, intent.couponId, { forUpdate: true }) : undefined;
      if (!coupon) throw AppError.of('couponUnknown', 422);
      const refusal = couponRefusal(coupon, pkg, new Date());
      if (refusal) throw AppError.of(refusal, 422);
    }
    const now = new Date();
    const assignment = await autoAssignment(
      tx,
      siteId,
      // The initial question is answered after payment: a new order has no level yet.
      { customerId, serviceNames: pkg.services.map((s) => s.serviceName), yearsOfExperience: null },
      now,
    );
    const writerId = assignment?.writerId ?? null;
    const order = await repo.insertOrder({
      id: orderId,
      siteId,
      customerId,
      writerId,
      assignedAt: writerId ? now : null,
      package: snapshotOf(pkg),
      price: intent.amount,
      currency: intent.currency,
    });
    await repo.insertInvoice({
      id: invoiceId,
      siteId,
      customerId,
      orderId,
      packageName: pkg.name,
      status: 'paid',
      price: intent.amount,
      currency: intent.currency,
    });
    if (intent.couponId) await repo.countRedemption(siteId, intent.couponId);
    await repo.clearPendingPurchase(siteId, customerId);
    const events = ordersRepo(tx);
    await events.addEvent(siteId, orderId, customerId, 'order_created', {
      packageId: pkg.id,
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider,
      providerReference: intent.reference,
      coupon: intent.couponCode,
      discount: intent.discount,
      checkoutClickId: info.checkoutClickId ?? null,
      ...(info.transactionId ? { transactionId: info.transactionId } : {}),
    });
    // The admin's log says who got the order and why every other writer did not, or why nobody did.
    if (assignment) await events.addEvent(siteId, orderId, null, writerId ? 'writer_auto_assigned' : 'no_writer_fits', { ...assignment });
    if (writerId) await notifyWriter(tx, siteId, writerId, orderId, customerId, 'order_assigned');
    else if (assignment) await notifyAdminsUnassigned(tx, siteId, orderId, await senderOf(tx, siteId, customerId));
    return { orderId, purchase: { orderId, orderNumber: order.orderNumber, packageName: pkg.name, listPrice: pkg.price, paidAt: order.createdAt } };
  });
}

/** A paid tip: added to the order's tipByCustomer, in the ledger, and the writer hears about it. */
export function fulfilTip(deps: Deps, intent: IntentRow): Promise<{ tipByCustomer: number }> {
  const siteId = intent.siteId;
  const owner = { siteId, customerId: intent.customerId ?? '' };
  return transaction(deps.db, async (tx) => {
    const repo = checkoutRepo(tx);
    const orderRepo = ordersRepo(tx);
    const paid = await repo.recordPayment({
      siteId,
      kind: 'tip',
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider,
      providerReference: intent.reference,
      customerId: intent.customerId,
      orderId: intent.orderId,
    });
    const order = await orderRepo.findOwn(owner, intent.orderId ?? '', { forUpdate: true });
    if (!order) throw AppError.of('orderNotFound', 404);
    if (!paid) return { tipByCustomer: order.tipByCustomer ?? 0 };
    // Two tips paid at once both count: the money was taken.
    const updated = await orderRepo.update(owner, order.id, { tipByCustomer: (order.tipByCustomer ?? 0) + intent.amount });
    await orderRepo.addEvent(siteId, order.id, intent.customerId, 'tip_paid', {
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider,
      providerReference: intent.reference,
    });
    if (order.writerId) await notifyWriter(tx, siteId, order.writerId, order.id, owner.customerId, 'tip_received');
    return { tipByCustomer: updated.tipByCustomer ?? 0 };
  });
}

/** A paid invoice: marked paid, in the ledger, and on its order's audit log when it has one. */
export function fulfilInvoice(deps: Deps, intent: IntentRow) {
  const siteId = intent.siteId;
  const customerId = intent.customerId ?? '';
  return transaction(deps.db, async (tx) => {
    const repo = checkoutRepo(tx);
    const paid = await repo.recordPayment({
      siteId,
      kind: 'invoice',
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider,
      providerReference: intent.reference,
      customerId,
      invoiceId: intent.invoiceId,
    });
    const invoice = await repo.findInvoice(siteId, customerId, intent.invoiceId ?? '', { forUpdate: true });
    if (!invoice) throw AppError.of('invoiceNotFound', 404);
    if (!paid || invoice.status !== 'unpaid') return invoice;
    const updated = await repo.markInvoicePaid(siteId, invoice.id);
    if (invoice.orderId) {
      await ordersRepo(tx).addEvent(siteId, invoice.orderId, customerId, 'invoice_paid', {
        invoiceId: invoice.id,
        amount: intent.amount,
        currency: intent.currency,
        providerReference: intent.reference,
      });
    }
    return updated;
  });
}
