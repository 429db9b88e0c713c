import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { auditLog, coupons, notifications, orders, payments } from '../src/db/schema.ts';
import { BETA, login, type TestApp } from './helpers.ts';
import { buildInvoice, send } from './checkout-factory.ts';
import { startStripeSite, stripeSignature, stripeWebhook, type StripeSite, type StripeStandIn } from './payment-standins.ts';

const SECRET_KEY = 'sk_test_standin_admin_money';
const WEBHOOK_SECRET = 'whsec_standin_admin_money';

let site: StripeSite;
let t: TestApp;
let stripe: StripeStandIn;
let customer: string;
let admin: string;
beforeAll(async () => {
  site = await startStripeSite({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  ({ t, stripe, customer } = site);
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(async () => {
  await site?.close();
});

/** A Stripe-paid invoice of the demo customer, and its ledger row's id. */
async function paidInvoice(price = 10000) {
  const invoice = await buildInvoice(t, 'acme', { price });
  const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { invoice_id: invoice.id })).json();
  stripe.settle(intent.intent_id, 'succeeded');
  const paid = await send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: intent.intent_id, invoice_id: invoice.id });
  expect(paid.statusCode, paid.body).toBe(200);
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.providerReference, intent.intent_id));
  return { invoice, pi: intent.intent_id as string, paymentId: row.id };
}

const refundsOf = (paymentId: string) =>
  t.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.refundOf, paymentId)));
const refund = (paymentId: string, body: object, cookie = admin, host?: string) =>
  send(t, cookie, 'POST', `/api/admin/payments/${paymentId}/refund`, body, host);

describe('the ledger (GET /api/admin/payments)', () => {
  it("lists the site's payments newest first with the customer and what was refunded", async () => {
    const { paymentId } = await paidInvoice(4200);
    const res = await send(t, admin, 'GET', '/api/admin/payments');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payments[0]).toMatchObject({
      _id: paymentId,
      kind: 'invoice',
      provider: 'stripe',
      amount: 42,
      currency: 'usd',
      refunded: 0,
      refundable: true,
      customerEmail: 'customer@demo.test',
      packageName: 'Rush Delivery',
      orderNumber: null,
    });
    // A payment of an order names the order's number and package (the demo customer's paid order).
    const ofOrder = body.payments.find((p: { orderId: string | null }) => p.orderId);
    expect(ofOrder).toMatchObject({ orderNumber: expect.any(Number), packageName: expect.any(String) });
    expect(body.pageSize).toBe(25);
    expect((await send(t, admin, 'GET', '/api/admin/payments?page=0')).statusCode).toBe(400);
    expect((await send(t, admin, 'GET', '/api/admin/payments?sort=x')).statusCode).toBe(400);
  });

  it('is for admins of the site only', async () => {
    const { paymentId } = await paidInvoice(1000);
    expect((await send(t, customer, 'GET', '/api/admin/payments')).statusCode).toBe(403);
    expect((await send(t, await login(t.app, 'writer@demo.test'), 'GET', '/api/admin/payments')).statusCode).toBe(403);
    expect((await send(t, null, 'GET', '/api/admin/payments')).statusCode).toBe(401);
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    const beta = (await send(t, betaAdmin, 'GET', '/api/admin/payments', undefined, BETA)).json();
    expect(beta.payments.map((p: { _id: string }) => p._id)).not.toContain(paymentId);
    expect((await refund(paymentId, { amount: 1 }, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await refund(paymentId, { amount: 1 }, customer)).statusCode).toBe(403);
    expect(await refundsOf(paymentId)).toHaveLength(0);
  });
});

describe('refunds from the admin (POST /api/admin/payments/{id}/refund)', () => {
  it('refunds exactly once under a repeated call, at once or one after the other', async () => {
    const { paymentId, pi, invoice } = await paidInvoice(10000);
    const [a, b] = await Promise.all([refund(paymentId, { amount: 30, refundedSoFar: 0 }), refund(paymentId, { amount: 30, refundedSoFar: 0 })]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toMatchObject({ message: MESSAGES.refundRecorded, payment: { refunded: 30, refundable: true } });
    // A late repeat of the same click saw an older ledger: 409, nothing more refunded.
    const late = await refund(paymentId, { amount: 30, refundedSoFar: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.staleWrite);

    const rows = await refundsOf(paymentId);
    expect(rows).toEqual([expect.objectContaining({ amount: -3000, provider: 'stripe', invoiceId: invoice.id })]);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === pi)).toHaveLength(1);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, paymentId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'refund', data: expect.objectContaining({ amount: 3000 }) })]);
  });

  it("records the refund once when the provider's webhook for it arrives too", async () => {
    const { paymentId, pi } = await paidInvoice(5000);
    const res = await refund(paymentId, { amount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const made = [...stripe.refunds.values()].find((r) => r.payment_intent === pi)!;
    const payload = JSON.stringify({
      id: `evt_money_${made.id}`,
      object: 'event',
      type: 'refund.created',
      data: { object: { object: 'refund', currency: 'usd', id: made.id, payment_intent: pi, amount: 2000, status: 'succeeded' } },
    });
    expect((await stripeWebhook(t, payload, stripeSignature(payload, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });

  it('refunds part, then the rest, and refuses more than is left', async () => {
    const { paymentId } = await paidInvoice(9900);
    expect((await refund(paymentId, { amount: 40, refundedSoFar: 0 })).statusCode).toBe(200);
    const over = await refund(paymentId, { amount: 60, refundedSoFar: 40 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.refundTooLarge);
    const rest = await refund(paymentId, { amount: 59, refundedSoFar: 40 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ refunded: 99, refundable: false });
    expect((await refundsOf(paymentId)).map((r) => r.amount).sort()).toEqual([-4000, -5900].sort());
    expect((await refund(paymentId, { amount: 1, refundedSoFar: 99 })).json().message).toBe(MESSAGES.refundTooLarge);
  });

  it('validates the body and refuses a refund row', async () => {
    const { paymentId } = await paidInvoice(1000);
    expect((await refund(paymentId, { amount: -1 })).statusCode).toBe(400);
    expect((await refund(paymentId, { amount: 1.234 })).statusCode).toBe(400);
    expect((await refund(paymentId, { amount: 1, extra: true })).statusCode).toBe(400);
    expect((await refund('nope', { amount: 1 })).statusCode).toBe(404);
    await refund(paymentId, { amount: 1 });
    const [row] = await refundsOf(paymentId);
    const res = await refund(row.id, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.refundNotAvailable);
  });
});

describe('invoices from the admin (/api/admin/invoices)', () => {
  const create = (body: object, cookie = admin, host?: string) => send(t, cookie, 'POST', '/api/admin/invoices', body, host);

  it("creates an unpaid invoice in the site's currency that the customer sees with Pay, and tells them", async () => {
    const customerId = t.demo.acme.users.user;
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, t.demo.acme.id), eq(orders.customerId, customerId)))
      .limit(1);
    const res = await create({ customerId, orderId: order.id, packageName: 'Extra revision', price: 25.5 });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      message: MESSAGES.invoiceCreated,
      invoice: { customerId, orderId: order.id, orderNumber: order.orderNumber, packageName: 'Extra revision', status: 'unpaid', price: 25.5, currency: 'usd' },
    });
    await t.deps.bus.sync();
    const mine = (await send(t, customer, 'GET', '/api/customer/invoices')).json().invoices as { _id: string; status: string }[];
    expect(mine.find((i) => i._id === made.invoice._id)).toMatchObject({ status: 'unpaid' });
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customerId), eq(notifications.orderId, 'invoices')));
    expect(told.some((n) => (n.data as { action?: string }).action === 'invoice_created')).toBe(true);
    const list = (await send(t, admin, 'GET', '/api/admin/invoices')).json();
    expect(list.invoices[0]).toMatchObject({ _id: made.invoice._id, customerEmail: 'customer@demo.test' });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'invoice'), eq(auditLog.targetId, made.invoice._id)));
    expect(audit).toHaveLength(1);
  });

  it("refuses another site's customer, another customer's order and a bad body with field errors", async () => {
    const writer = t.demo.acme.users.writer;
    const notCustomer = await create({ customerId: writer, packageName: 'X', price: 10 });
    expect(notCustomer.statusCode).toBe(400);
    expect(notCustomer.json().errors).toMatchObject({ customerId: MESSAGES.invoiceCustomerNotOfSite });
    const betaCustomer = await create({ customerId: t.demo.beta.users.user, packageName: 'X', price: 10 });
    expect(betaCustomer.json().errors).toMatchObject({ customerId: MESSAGES.invoiceCustomerNotOfSite });
    const wrongOrder = await create({ customerId: t.demo.acme.users.user, orderId: 'nope', packageName: 'X', price: 10 });
    expect(wrongOrder.json().errors).toMatchObject({ orderId: MESSAGES.invoiceOrderNotOfCustomer });
    const bad = await create({ customerId: t.demo.acme.users.user, packageName: '', price: 0.001, extra: 1 });
    expect(bad.statusCode).toBe(400);
    const fields = await create({ customerId: t.demo.acme.users.user, packageName: '', price: 10 });
    expect(Object.keys(fields.json().errors ?? {})).toContain('packageName');
    expect((await create({ customerId: t.demo.acme.users.user, packageName: 'X', price: 10 }, customer)).statusCode).toBe(403);
  });
});

describe('coupons from the admin (/api/admin/coupons)', () => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, cookie = admin, host?: string) =>
    send(t, cookie, method, url, body, host);
  let n = 0;
  const code = () => `ADM${Date.now() % 100000}${++n}`;

  it('creates, lists with redemptions, edits with its version and refuses a stale save', async () => {
    const pkgId = t.demo.acme.packages[0]._id;
    const made = await call('POST', '/api/admin/coupons', { code: code().toLowerCase(), kind: 'percent', percentOff: 15, packageIds: [pkgId], usageLimit: 10 });
    expect(made.statusCode, made.body).toBe(201);
    const coupon = made.json().coupon;
    expect(coupon).toMatchObject({ kind: 'percent', percentOff: 15, amountOff: null, packageIds: [pkgId], usageLimit: 10, active: true, redemptions: 0 });
    expect(coupon.code).toBe(coupon.code.toUpperCase());
    const list = (await call('GET', '/api/admin/coupons')).json();
    expect(list.coupons.find((c: { _id: string }) => c._id === coupon._id)).toMatchObject({ redemptions: 0 });

    const edit = { code: coupon.code, kind: 'fixed', amountOff: 12.5, currency: 'usd', active: false };
    const saved = await call('PATCH', `/api/admin/coupons/${coupon._id}`, { ...edit, updatedAt: coupon.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MESSAGES.couponSaved,
      coupon: { kind: 'fixed', amountOff: 12.5, percentOff: null, currency: 'usd', active: false },
    });
    const stale = await call('PATCH', `/api/admin/coupons/${coupon._id}`, { ...edit, amountOff: 99, updatedAt: coupon.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleWrite);
    expect((await call('GET', `/api/admin/coupons/${coupon._id}`)).json().coupon.amountOff).toBe(12.5);
    // Switched off: checkout no longer knows the code.
    const check = await send(t, null, 'POST', `/api/package/${pkgId}/checkCoupon`, { couponCode: coupon.code });
    expect(check.json().message).toBe(MESSAGES.couponUnknown);
  });

  it('validates with field errors and refuses a taken code', async () => {
    const taken = code();
    expect((await call('POST', '/api/admin/coupons', { code: taken, kind: 'percent', percentOff: 5 })).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/coupons', { code: taken.toLowerCase(), kind: 'percent', percentOff: 5 });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject({ code: MESSAGES.couponCodeTaken });
    const fixed = await call('POST', '/api/admin/coupons', { code: code(), kind: 'fixed' });
    expect(Object.keys(fixed.json().errors)).toEqual(expect.arrayContaining(['amountOff', 'currency']));
    expect((await call('POST', '/api/admin/coupons', { code: code(), kind: 'percent', percentOff: 5, extra: 1 })).statusCode).toBe(400);
    const foreign = await call('POST', '/api/admin/coupons', { code: code(), kind: 'percent', percentOff: 5, packageIds: [t.demo.beta.packages[0]._id] });
    expect(foreign.json().errors).toMatchObject({ packageIds: MESSAGES.couponPackageNotOfSite });
  });

  it('deletes an unused coupon, refuses a redeemed one, and hides them from other sites', async () => {
    const unused = (await call('POST', '/api/admin/coupons', { code: code(), kind: 'percent', percentOff: 5 })).json().coupon;
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    expect((await call('GET', `/api/admin/coupons/${unused._id}`, undefined, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/coupons/${unused._id}`, undefined, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/coupons/${unused._id}`, undefined, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/coupons/${unused._id}`)).statusCode).toBe(200);

    const redeemed = (await call('POST', '/api/admin/coupons', { code: code(), kind: 'percent', percentOff: 5 })).json().coupon;
    await t.deps.db.update(coupons).set({ redemptions: 2 }).where(eq(coupons.id, redeemed._id));
    const refused = await call('DELETE', `/api/admin/coupons/${redeemed._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.couponInUse);
    expect((await call('GET', `/api/admin/coupons/${redeemed._id}`)).json().coupon.redemptions).toBe(2);
  });
});
