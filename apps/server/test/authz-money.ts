/**
 * Money's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): the ledger and refunds are
 * their site's admins' alone (another site's admin gets 404 for A's payments). Each refund acts on a payment
 * made for the call.
 */
import { PACKAGE } from './journey-factory.ts';
import { checkoutRepo } from '../src/modules/checkout/repo.ts';
import { couponsAdminRepo } from '../src/modules/checkout/coupons-admin/repo.ts';
import { orderSpec, sandboxIntent } from './checkout-factory.ts';
import { only, outcomes, perCall, type Call, type RouteCase } from './authz-types.ts';

const ADMIN_ONLY = outcomes(401, only(['admin'], 'allow', 403));
const ADMIN_OF_A_ONLY = outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 404, 403));

/** A sandbox payment of A in its ledger. */
const paymentOfA = perCall(async (c: Call) => {
  const t = c.fx.t;
  const intent = await sandboxIntent(t, 'acme', orderSpec(t, 'acme', PACKAGE.resume, null));
  const row = await checkoutRepo(t.deps.db).recordPayment({
    siteId: c.fx.A.siteId,
    kind: 'order',
    amount: Math.round(intent.amount * 100),
    currency: intent.currency,
    provider: 'sandbox',
    providerReference: intent.intent_id,
  });
  return { id: row.id };
});

let coupons = 0;
/** A coupon of A, unredeemed, with its version. */
const couponOfA = perCall(async (c: Call) => {
  const repo = couponsAdminRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, { code: `AUTHZ${++coupons}`, kind: 'percent', percentOff: 10, packageIds: [], active: true });
  return { id, updatedAt: (await repo.find(c.fx.A.siteId, id))!.updatedAt.toISOString() };
});
const oneCoupon = async (c: Call) => ({ id: (await couponOfA(c)).id });

export const MONEY_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/coupons': { expect: ADMIN_ONLY },
  'POST /api/admin/coupons': { body: () => ({ json: { code: `NEW${Date.now()}${++coupons}`, kind: 'percent', percentOff: 5 } }), expect: ADMIN_ONLY },
  'GET /api/admin/coupons/:id': { params: oneCoupon, expect: ADMIN_OF_A_ONLY },
  'PATCH /api/admin/coupons/:id': {
    params: oneCoupon,
    body: async (c: Call) => ({ json: { code: `EDIT${++coupons}`, kind: 'percent', percentOff: 20, updatedAt: (await couponOfA(c)).updatedAt } }),
    expect: ADMIN_OF_A_ONLY,
  },
  'DELETE /api/admin/coupons/:id': { params: oneCoupon, expect: ADMIN_OF_A_ONLY },
  'GET /api/admin/payments': { expect: ADMIN_ONLY },
  'GET /api/admin/invoices': { expect: ADMIN_ONLY },
  // B's admin names A's customer: refused with a field error (400), as any id that is not B's.
  'POST /api/admin/invoices': {
    body: (c: Call) => ({ json: { customerId: c.fx.A.users.user, packageName: 'Authz invoice', price: 10 } }),
    expect: outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 400, 403)),
  },
  'POST /api/admin/payments/:id/refund': { params: paymentOfA, body: () => ({ json: { amount: 1 } }), expect: ADMIN_OF_A_ONLY },
};
