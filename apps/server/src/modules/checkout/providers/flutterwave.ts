import { MESSAGES, paymentRouteFor, toMajorUnits, type TFlutterwaveCodeResponse, type TFlutterwaveVerificationRequest } from '@draftdesk/contract';
import { flutterwaveAmount } from '../../../adapters/payments/flutterwave.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthedCtx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { newToken } from '../../../lib/ids.ts';
import { fullName } from '../../orders/presenter.ts';
import { quotePackage } from '../coupons.ts';
import { fulfilOrder } from '../fulfil.ts';
import { paymentsOf, viaProvider } from './payments.ts';
import { paymentRefusal } from '../policy.ts';
import { checkoutRepo } from '../repo.ts';

async function gatewayOf(deps: Deps, siteId: string) {
  const gateway = (await paymentsOf(deps, siteId)).flutterwave;
  if (!gateway) throw AppError.of('paymentsNotConfigured', 503);
  return gateway;
}

/**
 * POST /customer/flutterwave/code: a tx_ref for the package (NGN, KES, GHS,
 * UGX, ZAR, EGP, MWK) and Flutterwave's checksum over the amount the server
 * computed; the client passes the same fields to FlutterwaveCheckout.
 */
export async function flutterwaveCode(deps: Deps, ctx: AuthedCtx, packageId: string): Promise<TFlutterwaveCodeResponse> {
  const q = await quotePackage(deps, ctx.siteId, packageId);
  if (paymentRouteFor(q.pkg.currency) !== 'flutterwave') throw AppError.of('paymentWrongMethod', 422);
  const gateway = await gatewayOf(deps, ctx.siteId);
  const txRef = `dd-${newToken().slice(0, 24)}`;
  const fields = { amount: flutterwaveAmount(q.amount), currency: q.pkg.currency.toUpperCase(), email: ctx.user.email, txRef };
  await checkoutRepo(deps.db).insertIntent({
    siteId: ctx.siteId,
    provider: 'flutterwave',
    reference: txRef,
    kind: 'order',
    customerId: ctx.user.id,
    packageId: q.pkg.id,
    amount: q.amount,
    currency: q.pkg.currency.toLowerCase(),
  });
  return {
    status: true,
    txRef,
    integrityHash: gateway.integrityHash(fields),
    amount: toMajorUnits(q.amount),
    currency: fields.currency,
    publicKey: gateway.publicKey,
    customer: { email: ctx.user.email, name: fullName(ctx.user.firstName, ctx.user.lastName) },
  };
}

/**
 * POST /customer/flutterwave/verification: asks Flutterwave about the
 * transaction (GET /v3/transactions/{id}/verify) and creates the order only
 * when it is 'successful', for this tx_ref, amount and currency.
 */
export async function flutterwaveVerification(deps: Deps, ctx: AuthedCtx, body: TFlutterwaveVerificationRequest) {
  const intent = await checkoutRepo(deps.db).findIntent(ctx.siteId, body.txRef);
  if (!intent || intent.provider !== 'flutterwave' || intent.customerId !== ctx.user.id) throw AppError.of('paymentNotFound', 404);
  const gateway = await gatewayOf(deps, ctx.siteId);
  const transactionId = String(body.transactionId);
  const tx = await viaProvider(() => gateway.verifyTransaction(transactionId));
  if (!tx) throw AppError.of('paymentNotFound', 404);
  if (tx.txRef !== intent.reference) throw AppError.of('paymentMismatch', 422);
  const refusal = paymentRefusal(intent, tx);
  if (refusal) throw new AppError(MESSAGES[refusal.key], refusal.status);
  const { orderId } = await fulfilOrder(deps, intent, ctx.user.id, { checkoutClickId: body.checkoutButtonClickId, transactionId: tx.id });
  return { status: true, orderId };
}
