import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { auditLog, notifications, orders, payments } from '../src/db/schema.ts';
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
    });
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
