import {
  MESSAGES,
  isCardProviderCurrency,
  tipRefusal,
  toMajorUnits,
  toMinorUnits,
  type TCustomerPaymentIntentRequest,
  type TNewOrderRequest,
  type TPackagesResponse,
  type TPaymentIntentResponse,
  type TTipRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import type { AuthedCtx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { isOrderCompleted } from '../../orders/policy.ts';
import { presentInvoice } from '../../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../../orders/repo.ts';
import { quotePackage } from '../coupons.ts';
import { fulfilInvoice, fulfilOrder, fulfilTip } from '../fulfil.ts';
import { createIntent, intentOf, settleCardIntent } from '../providers/payments.ts';
import { invoicesHidden, tipsHidden } from '../policy.ts';
import { presentCheckoutPackage } from '../presenter.ts';
import { checkoutRepo, type IntentRow } from '../repo.ts';

/** GET /api/customer/orders_all_packages: the site's packages, highest price first. */
export async function listPackages(deps: Deps, ctx: AuthedCtx, purchasableOnly: boolean): Promise<TPackagesResponse> {
  const rows = await checkoutRepo(deps.db).listPackages(ctx.siteId, purchasableOnly);
  return { status: true, packages: rows.map((p) => presentCheckoutPackage(p, ctx.site)), clientCurrencyType: ctx.site.currency };
}

/** An intent of this customer (or of nobody yet, then it becomes theirs) for the kind of payment; 404 otherwise. */
async function ownIntent(deps: Deps, ctx: AuthedCtx, reference: string, kind: IntentRow['kind']): Promise<IntentRow> {
  const intent = await intentOf(deps, ctx.siteId, reference, kind);
  if (intent.customerId !== null && intent.customerId !== ctx.user.id) throw AppError.of('paymentNotFound', 404);
  return intent;
}

/** POST /api/customer/orders_new: the order for a confirmed payment of the package. */
export async function newOrder(deps: Deps, ctx: AuthedCtx, body: TNewOrderRequest) {
  const intent = await ownIntent(deps, ctx, body.payment, 'order');
  if (intent.packageId !== body.package_subscribed) throw AppError.of('paymentMismatch', 422);
  await settleCardIntent(deps, ctx.siteId, intent);
  if (!intent.customerId) await checkoutRepo(deps.db).bindIntentCustomer(ctx.siteId, intent.reference, ctx.user.id);
  const { orderId } = await fulfilOrder(deps, intent, ctx.user.id);
  return { status: true, order_id: orderId, message: MESSAGES.paymentSuccessful };
}

/** Spec 01 §4: tips only on completed orders, in a card-provider currency, unless the site hides tipping. */
function refuseTipping(ctx: AuthedCtx, order: OrderRow) {
  if (tipsHidden(ctx.site)) throw AppError.of('tipNotAvailable', 403);
  if (!isOrderCompleted(order) || !isCardProviderCurrency(order.currency)) throw AppError.of('tipNotAvailable', 409);
}

async function ownOrder(deps: Deps, ctx: AuthedCtx, id: string) {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), id);
  if (!order) throw AppError.of('orderNotFound', 404);
  return order;
}

function refuseInvoices(ctx: AuthedCtx) {
  if (invoicesHidden(ctx.site)) throw AppError.of('invoicesUnavailable', 403);
}

async function unpaidInvoice(deps: Deps, ctx: AuthedCtx, id: string) {
  const invoice = await checkoutRepo(deps.db).findInvoice(ctx.siteId, ctx.user.id, id);
  if (!invoice) throw AppError.of('invoiceNotFound', 404);
  if (invoice.status !== 'unpaid') throw AppError.of('invoiceNotPayable', 409);
  return invoice;
}

/** POST /api/customer/payment-intent: an intent for a package, an unpaid invoice or a tip; the amount comes from the server's records. */
export async function customerPaymentIntent(deps: Deps, ctx: AuthedCtx, body: TCustomerPaymentIntentRequest): Promise<TPaymentIntentResponse> {
  const customerId = ctx.user.id;
  if (body.item) {
    const q = await quotePackage(deps, ctx.siteId, body.item, body.couponCode);
    return createIntent(deps, ctx.siteId, {
      kind: 'order',
      amount: q.amount,
      currency: q.pkg.currency,
      customerId,
      description: q.pkg.name,
      packageId: q.pkg.id,
      coupon: q.coupon ? { id: q.coupon.id, code: q.coupon.code } : null,
      discount: q.discount,
    });
  }
  if (body.invoice_id) {
    refuseInvoices(ctx);
    const invoice = await unpaidInvoice(deps, ctx, body.invoice_id);
    return createIntent(deps, ctx.siteId, {
      kind: 'invoice',
      amount: invoice.price,
      currency: invoice.currency,
      customerId,
      description: invoice.packageName,
      invoiceId: invoice.id,
    });
  }
  const tip = body.tip!;
  const order = await ownOrder(deps, ctx, tip.orderId);
  refuseTipping(ctx, order);
  if (order.tipByCustomer) throw AppError.of('tipAlreadyGiven', 409);
  const refusal = tipRefusal(tip.amount, toMajorUnits(order.price));
  if (refusal) throw AppError.of(refusal, 422);
  return createIntent(deps, ctx.siteId, {
    kind: 'tip',
    amount: toMinorUnits(tip.amount),
    currency: order.currency,
    customerId,
    description: `Tip for order #${order.orderNumber}`,
    orderId: order.id,
  });
}

/** POST /api/customer/orders/tip/{id}: the tip, once the provider confirms exactly that amount for this order. */
export async function payTip(deps: Deps, ctx: AuthedCtx, orderId: string, body: TTipRequest) {
  const order = await ownOrder(deps, ctx, orderId);
  refuseTipping(ctx, order);
  const intent = await ownIntent(deps, ctx, body.payment, 'tip');
  if (intent.orderId !== order.id) throw AppError.of('paymentNotFound', 404);
  if (toMinorUnits(body.tip) !== intent.amount) throw AppError.of('paymentMismatch', 422);
  await settleCardIntent(deps, ctx.siteId, intent);
  const { tipByCustomer } = await fulfilTip(deps, { ...intent, customerId: ctx.user.id });
  return { status: true, message: MESSAGES.paymentSuccessful, tipByCustomer: toMajorUnits(tipByCustomer) };
}

/** GET /api/customer/invoices */
export async function listInvoices(deps: Deps, ctx: AuthedCtx) {
  refuseInvoices(ctx);
  const rows = await checkoutRepo(deps.db).listInvoices(ctx.siteId, ctx.user.id);
  return { status: true, invoices: rows.map(presentInvoice) };
}

/** POST /api/customer/invoices/pay: marks the invoice paid once the provider confirms its amount and currency. */
export async function payInvoice(deps: Deps, ctx: AuthedCtx, body: { payment: string; invoice_id: string }) {
  refuseInvoices(ctx);
  const intent = await ownIntent(deps, ctx, body.payment, 'invoice');
  if (intent.invoiceId !== body.invoice_id) throw AppError.of('paymentNotFound', 404);
  const invoice = await checkoutRepo(deps.db).findInvoice(ctx.siteId, ctx.user.id, body.invoice_id);
  if (!invoice) throw AppError.of('invoiceNotFound', 404);
  await settleCardIntent(deps, ctx.siteId, intent);
  const paid = await fulfilInvoice(deps, { ...intent, customerId: ctx.user.id });
  return { status: true, message: MESSAGES.paymentSuccessful, invoice: presentInvoice(paid) };
}
