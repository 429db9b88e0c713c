import {
  MESSAGES,
  type TClientCustomizationsResponse,
  type TConfirmCheckoutRequest,
  type TPackageInfoResponse,
  type TPaymentIntentPublicRequest,
  type TPaymentIntentResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import type { Ctx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { quotePackage } from '../coupons.ts';
import { sessionCustomer } from './customers.ts';
import { fulfilOrder } from '../fulfil.ts';
import { createIntent, intentOf, paymentsOf, settleCardIntent } from '../providers/payments.ts';
import { presentCheckoutPackage } from '../presenter.ts';
import { checkoutRepo } from '../repo.ts';

/** GET /getClientCustomizations: the logo and the public payment bits (provider, publishable key, test mode). */
export async function clientCustomizations(deps: Deps, ctx: Ctx): Promise<TClientCustomizationsResponse> {
  const p = await paymentsOf(deps, ctx.siteId);
  return {
    status: true,
    data: {
      logo: ctx.site.settings?.logo ?? '',
      companyName: ctx.site.settings?.companyName ?? ctx.site.name,
      clientCurrencyType: ctx.site.currency,
      paymentProvider: p.card?.name ?? null,
      publishableKey: p.card?.publishableKey ?? null,
      testMode: p.card?.testMode ?? false,
      flutterwavePublicKey: p.flutterwave?.publicKey ?? null,
    },
  };
}

/** GET /getPackageInfo: the package, the signed-in customer's details, and a recorded checkout visit. */
export async function packageInfo(
  deps: Deps,
  ctx: Ctx,
  q: { item: string; critiqueId?: string | null; critiqueViewId?: string | null },
): Promise<TPackageInfoResponse> {
  const repo = checkoutRepo(deps.db);
  const pkg = await repo.findPackage(ctx.siteId, q.item, { purchasable: true });
  if (!pkg) throw AppError.of('packageNotFound', 404);
  const customer = sessionCustomer(ctx);
  const checkoutClickId = await repo.recordClick({
    siteId: ctx.siteId,
    packageId: pkg.id,
    critiqueId: q.critiqueId ?? null,
    critiqueViewId: q.critiqueViewId ?? null,
    userId: ctx.user?.id ?? null,
  });
  return {
    status: true,
    email: customer?.email ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    currency: pkg.currency,
    customerPackage: presentCheckoutPackage(pkg, ctx.site),
    checkoutClickId,
  };
}

/** POST /api/getPaymentIntentPublic: an intent for the package's price less the coupon; a signed-in customer is its payer. */
export async function publicPaymentIntent(deps: Deps, ctx: Ctx, body: TPaymentIntentPublicRequest): Promise<TPaymentIntentResponse> {
  const q = await quotePackage(deps, ctx.siteId, body.item, body.couponCode);
  return createIntent(deps, ctx.siteId, {
    kind: 'order',
    amount: q.amount,
    currency: q.pkg.currency,
    customerId: sessionCustomer(ctx)?.id ?? null,
    description: q.pkg.name,
    packageId: q.pkg.id,
    coupon: q.coupon ? { id: q.coupon.id, code: q.coupon.code } : null,
    discount: q.discount,
  });
}

/**
 * POST /api/confirmAffirmPayment (and the widget's return URL): the order,
 * once the provider reports the intent paid for the amount recorded. The
 * order is the intent's customer's; a different signed-in customer gets 404.
 * No session is needed (widget mode returns without one).
 */
export async function confirmCheckout(deps: Deps, ctx: Ctx, body: Pick<TConfirmCheckoutRequest, 'paymentIntent' | 'item' | 'checkoutButtonClickId'>) {
  const intent = await intentOf(deps, ctx.siteId, body.paymentIntent, 'order');
  if (intent.packageId !== body.item) throw AppError.of('paymentMismatch', 422);
  const signedIn = sessionCustomer(ctx)?.id ?? null;
  if (signedIn && intent.customerId && intent.customerId !== signedIn) throw AppError.of('paymentNotFound', 404);
  const customerId = intent.customerId ?? signedIn;
  if (!customerId) throw AppError.of('customerNotRegistered', 409);
  await settleCardIntent(deps, ctx.siteId, intent, 'affirmDeclined');
  if (!intent.customerId) await checkoutRepo(deps.db).bindIntentCustomer(ctx.siteId, intent.reference, customerId);
  const { orderId } = await fulfilOrder(deps, intent, customerId, { checkoutClickId: body.checkoutButtonClickId });
  return { status: true, _id: orderId, message: MESSAGES.paymentSuccessful };
}

/**
 * GET /api/client/{clientId}/user/{userId}/package/{item}/confirmAffirmPayment:
 * confirms like confirmAffirmPayment, then sends the widget back to /checkout
 * with the result (orderId, or paymentError with the message key).
 */
export async function widgetReturn(deps: Deps, ctx: Ctx, p: { clientId: string; userId: string; item: string }, paymentIntent: string): Promise<string> {
  if (p.clientId !== ctx.site.clientId) throw AppError.of('notFound', 404);
  const intent = await intentOf(deps, ctx.siteId, paymentIntent, 'order');
  if (intent.customerId !== p.userId) throw AppError.of('paymentNotFound', 404);
  const back = new URLSearchParams({ item: p.item, fromWidget: 'true' });
  try {
    const { _id } = await confirmCheckout(deps, { ...ctx, principal: null, user: null }, { paymentIntent, item: p.item });
    back.set('orderId', _id);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    back.set('paymentError', err.message);
  }
  return `/checkout?${back.toString()}`;
}
