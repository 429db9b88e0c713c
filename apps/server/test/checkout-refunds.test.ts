import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderEvents, payments } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';
import { buildInvoice, ledgerOf, send } from './checkout-factory.ts';
import { PACKAGE, allTasks, buildOrder, demoPackage, reload } from './journey-factory.ts';
import { startStripeSite, stripeSignature, stripeWebhook, type StripeSite, type StripeStandIn } from './payment-standins.ts';

const SECRET_KEY = 'sk_test_standin_refunds';
const WEBHOOK_SECRET = 'whsec_standin_refunds';

let site: StripeSite;
let t: TestApp;
let stripe: StripeStandIn;
let customer: string;
beforeAll(async () => {
  site = await startStripeSite({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  ({ t, stripe, customer } = site);
});
afterAll(async () => {
  await site?.close();
});

const pkg = (i: number) => t.demo.acme.packages[i];

const webhook = (payload: string, signature?: string) => stripeWebhook(t, payload, signature);
const signed = (payload: string, secret = WEBHOOK_SECRET) => stripeSignature(payload, secret);
let evt = 0;
/** Stripe's `charge.refunded`: the Charge names its PaymentIntent (its refunds list is not expanded in recent API versions). */
const chargeRefunded = (paymentIntent: string, amountRefunded: number) =>
  JSON.stringify({
    id: `evt_${++evt}`,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${paymentIntent.slice(3)}`, object: 'charge', payment_intent: paymentIntent, amount_refunded: amountRefunded, refunded: true } },
  });
const refundEvent = (type: 'refund.created' | 'refund.updated', refund: { id: string; payment_intent: string; amount: number; status: string }) =>
  JSON.stringify({ id: `evt_${++evt}`, object: 'event', type, data: { object: { object: 'refund', currency: 'usd', ...refund } } });
const deliver = async (payload: string) => {
  const res = await webhook(payload, signed(payload));
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** A Stripe payment the server confirmed: an invoice's or an order's. */
async function paidInvoice(price = 9900) {
  const invoice = await buildInvoice(t, 'acme', { price });
  const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { invoice_id: invoice.id })).json();
  stripe.settle(intent.intent_id, 'succeeded');
  const paid = await send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: intent.intent_id, invoice_id: invoice.id });
  expect(paid.statusCode, paid.body).toBe(200);
  return { invoice, pi: intent.intent_id as string };
}
async function paidOrder() {
  const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { item: pkg(1)._id })).json();
  stripe.settle(intent.intent_id, 'succeeded');
  const res = await send(t, customer, 'POST', '/api/customer/orders_new', { payment: intent.intent_id, package_subscribed: pkg(1)._id });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: res.json().order_id as string, pi: intent.intent_id as string };
}

const refundRows = (filter: { invoiceId?: string; orderId?: string }) =>
  t.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), filter.invoiceId ? eq(payments.invoiceId, filter.invoiceId) : eq(payments.orderId, filter.orderId!)));
const invoiceRow = async (id: string) => (await t.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('refunds in the ledger (Stripe webhook)', () => {
  it('records an invoice refund once, even when Stripe delivers it twice and as both event kinds', async () => {
    const { invoice, pi } = await paidInvoice(9900);
    const refund = stripe.refund(pi, 4000);
    await deliver(chargeRefunded(pi, 4000));
    await deliver(chargeRefunded(pi, 4000));
    await deliver(refundEvent('refund.created', { id: refund.id, payment_intent: pi, amount: 4000, status: 'succeeded' }));

    const rows = await refundRows({ invoiceId: invoice.id });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: -4000,
        currency: 'usd',
        provider: 'stripe',
        providerReference: refund.id,
        customerId: t.demo.acme.users.user,
      }),
    ]);
    // The payment's own row is untouched: the ledger's sum is what was kept.
    expect(await ledgerOf(t, pi)).toEqual([expect.objectContaining({ kind: 'invoice', amount: 9900 })]);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'refunded', refundAmount: 4000 });
    // The server read the refunds from Stripe itself.
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path.startsWith(`/v1/refunds?`) && r.path.includes(pi))).toBe(true);

    // A second, later refund adds its own row; the invoice shows the ledger's total, and so does the customer's list.
    stripe.refund(pi, 1500);
    await deliver(chargeRefunded(pi, 5500));
    expect(await refundRows({ invoiceId: invoice.id })).toHaveLength(2);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'refunded', refundAmount: 5500 });
    const list = (await send(t, customer, 'GET', '/api/customer/invoices')).json().invoices as { _id: string; status: string; refund_amount: number | null }[];
    expect(list.find((i) => i._id === invoice.id)).toMatchObject({ status: 'refunded', refund_amount: 55 });
  });

  it("records an order's refund with an audit event naming the payment", async () => {
    const { orderId, pi } = await paidOrder();
    const refund = stripe.refund(pi, 24900);
    await deliver(refundEvent('refund.created', { id: refund.id, payment_intent: pi, amount: 24900, status: 'succeeded' }));
    await deliver(refundEvent('refund.created', { id: refund.id, payment_intent: pi, amount: 24900, status: 'succeeded' }));
    const rows = await refundRows({ orderId });
    expect(rows).toEqual([expect.objectContaining({ amount: -24900, providerReference: refund.id, invoiceId: expect.any(String) })]);
    // The purchase's invoice (paid at checkout) shows the refund.
    expect(await invoiceRow(rows[0].invoiceId!)).toMatchObject({ orderId, status: 'refunded', refundAmount: 24900 });
    const events = await t.deps.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_refunded')));
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ amount: 24900, currency: 'usd', providerReference: refund.id, paymentReference: pi, paymentKind: 'order' });
  });

  it("takes a tip's refund off the order's tip, and a full refund lets the customer tip again", async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'acme', PACKAGE.resume)) });
    const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { tip: { orderId: order.id, amount: 20 } })).json();
    stripe.settle(intent.intent_id, 'succeeded');
    const paid = await send(t, customer, 'POST', `/api/customer/orders/tip/${order.id}`, { tip: 20, payment: intent.intent_id });
    expect(paid.json()).toMatchObject({ status: true, tipByCustomer: 20 });

    stripe.refund(intent.intent_id, 500);
    await deliver(chargeRefunded(intent.intent_id, 500));
    await deliver(chargeRefunded(intent.intent_id, 500));
    expect((await reload(t, order.id)).tipByCustomer).toBe(1500);
    expect((await send(t, customer, 'GET', `/api/customer/orders/${order.id}`)).json().order.tipByCustomer).toBe(15);

    stripe.refund(intent.intent_id, 1500);
    await deliver(chargeRefunded(intent.intent_id, 2000));
    expect((await reload(t, order.id)).tipByCustomer).toBeNull();
    expect(await refundRows({ orderId: order.id })).toHaveLength(2);
    const again = await send(t, customer, 'POST', '/api/customer/payment-intent', { tip: { orderId: order.id, amount: 5 } });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('records a pending refund only once Stripe reports it succeeded', async () => {
    const { invoice, pi } = await paidInvoice(3000);
    const refund = stripe.refund(pi, 3000, { status: 'pending' });
    await deliver(refundEvent('refund.created', { id: refund.id, payment_intent: pi, amount: 3000, status: 'pending' }));
    expect(await refundRows({ invoiceId: invoice.id })).toHaveLength(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', refundAmount: null });
    refund.status = 'succeeded';
    await deliver(refundEvent('refund.updated', { id: refund.id, payment_intent: pi, amount: 3000, status: 'succeeded' }));
    expect(await refundRows({ invoiceId: invoice.id })).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'refunded', refundAmount: 3000 });
  });

  it('refuses a refund event with a bad signature, and records nothing', async () => {
    const { invoice, pi } = await paidInvoice(2500);
    stripe.refund(pi, 2500);
    const payload = chargeRefunded(pi, 2500);
    const bad = await webhook(payload, signed(payload, 'whsec_wrong'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid signature.');
    expect((await webhook(payload)).statusCode).toBe(400);
    expect(await refundRows({ invoiceId: invoice.id })).toHaveLength(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', refundAmount: null });
  });

  it('changes nothing for a payment reference it has no payment for', async () => {
    const countRefunds = async () => (await t.deps.db.select().from(payments).where(eq(payments.kind, 'refund'))).length;
    const before = await countRefunds();
    // Not ours at all.
    stripe.refund('pi_not_ours', 1000);
    await deliver(chargeRefunded('pi_not_ours', 1000));
    // Ours, but never paid: an intent without a ledger row.
    const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { item: pkg(0)._id })).json();
    stripe.refund(intent.intent_id, 500);
    await deliver(refundEvent('refund.created', { id: 're_unpaid', payment_intent: intent.intent_id, amount: 500, status: 'succeeded' }));
    // An event without a PaymentIntent.
    await deliver(
      JSON.stringify({ id: 'evt_nopi', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_x', object: 'charge', payment_intent: null } } }),
    );
    expect(await countRefunds()).toBe(before);
  });
});
