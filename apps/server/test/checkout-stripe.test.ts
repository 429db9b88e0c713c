import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../src/db/schema.ts';
import { as, type TestApp } from './helpers.ts';
import { buildInvoice, ledgerOf, ordersOf, send, setSecrets } from './checkout-factory.ts';
import { PACKAGE, allTasks, buildOrder, demoPackage } from './journey-factory.ts';
import { startStripeSite, stripeSecrets, stripeSignature, stripeWebhook, type StripeSite, type StripeStandIn } from './payment-standins.ts';

const SECRET_KEY = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_standin_0123456789';

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
const customerId = () => t.demo.acme.users.user;

async function intentFor(body: object) {
  const res = await send(t, customer, 'POST', '/api/customer/payment-intent', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ intent_id: string; client_secret: string; amount: number; provider: string; publishableKey: string }>();
}
const newOrder = (payment: string, packageId: string) => send(t, customer, 'POST', '/api/customer/orders_new', { payment, package_subscribed: packageId });

const webhook = (payload: string, signature?: string) => stripeWebhook(t, payload, signature);
const succeededEvent = (id: string) =>
  JSON.stringify({ id: `evt_${id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id, object: 'payment_intent' } } });
const signed = (payload: string, secret = WEBHOOK_SECRET) => stripeSignature(payload, secret);

describe('Stripe PaymentIntents through the official SDK', () => {
  it('shows the publishable key in test mode and never a secret', async () => {
    const res = await send(t, null, 'GET', '/getClientCustomizations');
    expect(res.json().data).toMatchObject({ paymentProvider: 'stripe', publishableKey: 'pk_test_standin', testMode: true });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
  });

  it('creates the intent on Stripe for the amount the server computed, with card and Affirm', async () => {
    const intent = await intentFor({ item: pkg(2)._id });
    expect(intent).toMatchObject({ provider: 'stripe', amount: 399, publishableKey: 'pk_test_standin' });
    const onStripe = stripe.intents.get(intent.intent_id)!;
    expect(onStripe).toMatchObject({ amount: 39900, currency: 'usd', allowed_payment_method_types: ['card', 'affirm'] });
    expect(intent.client_secret).toBe(onStripe.client_secret);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created?.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('creates the order when Stripe reports the intent succeeded, once', async () => {
    const intent = await intentFor({ item: pkg(1)._id });
    stripe.settle(intent.intent_id, 'succeeded');
    const res = await newOrder(intent.intent_id, pkg(1)._id);
    expect(res.statusCode, res.body).toBe(200);
    const again = await newOrder(intent.intent_id, pkg(1)._id);
    expect(again.json().order_id).toBe(res.json().order_id);
    expect(await ledgerOf(t, intent.intent_id)).toEqual([expect.objectContaining({ provider: 'stripe', amount: 24900, currency: 'usd' })]);
    // The server asked Stripe itself: a GET of the intent.
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.intent_id}`)).toBe(true);
  });

  it('refuses a declined, pending, wrong-amount or wrong-currency payment and creates nothing', async () => {
    const cases: [string, Parameters<StripeStandIn['settle']>[2], number, string][] = [
      ['requires_payment_method', { last_payment_error: { message: 'Your card was declined.' } }, 402, 'Affirm payment declined.'],
      ['processing', {}, 409, 'Your payment is not complete yet.'],
      ['succeeded', { amount: 100 }, 422, 'The payment does not match the amount due.'],
      ['succeeded', { currency: 'eur' }, 422, 'The payment does not match the amount due.'],
    ];
    const before = (await ordersOf(t, 'acme', customerId())).length;
    for (const [status, patch, code, message] of cases) {
      const intent = await intentFor({ item: pkg(0)._id });
      stripe.settle(intent.intent_id, status, patch);
      const res = await send(t, customer, 'POST', '/api/confirmAffirmPayment', { paymentIntent: intent.intent_id, item: pkg(0)._id });
      expect(res.statusCode, `${status} ${JSON.stringify(patch)}`).toBe(code);
      expect(res.json().message).toBe(message);
      expect(await ledgerOf(t, intent.intent_id)).toHaveLength(0);
    }
    expect((await ordersOf(t, 'acme', customerId())).length).toBe(before);
  });

  it('answers 502 with a clear text when Stripe cannot be reached', async () => {
    await setSecrets(t, 'acme', {
      payments: { provider: 'stripe', stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_test_standin', apiBase: 'http://127.0.0.1:9' } },
    });
    try {
      const res = await send(t, customer, 'POST', '/api/customer/payment-intent', { item: pkg(0)._id });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The payment provider could not be reached. Please try again later.');
      expect(res.body).not.toContain(SECRET_KEY);
    } finally {
      await setSecrets(t, 'acme', stripeSecrets({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }));
    }
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad or missing signature with 400', async () => {
    const payload = succeededEvent('pi_whatever');
    const bad = await webhook(payload, signed(payload, 'whsec_wrong'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid signature.');
    expect((await webhook(payload)).statusCode).toBe(400);
    // A signature over other bytes.
    expect((await webhook(payload.replace('pi_whatever', 'pi_other'), signed(payload))).statusCode).toBe(400);
  });

  it('creates the order of a succeeded intent when the page never confirmed it; the page then finds the same order', async () => {
    const intent = await intentFor({ item: pkg(0)._id });
    stripe.settle(intent.intent_id, 'succeeded');
    const payload = succeededEvent(intent.intent_id);
    const res = await webhook(payload, signed(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [ledger] = await ledgerOf(t, intent.intent_id);
    expect(ledger.orderId).toBeTruthy();
    const page = await newOrder(intent.intent_id, pkg(0)._id);
    expect(page.json().order_id).toBe(ledger.orderId);
  });

  it('makes exactly one order when the webhook races the page', async () => {
    const before = (await ordersOf(t, 'acme', customerId())).length;
    const intent = await intentFor({ item: pkg(0)._id });
    stripe.settle(intent.intent_id, 'succeeded');
    const payload = succeededEvent(intent.intent_id);
    const [hook, page] = await Promise.all([webhook(payload, signed(payload)), newOrder(intent.intent_id, pkg(0)._id), webhook(payload, signed(payload))]);
    expect(hook.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect((await ordersOf(t, 'acme', customerId())).length).toBe(before + 1);
    expect(await ledgerOf(t, intent.intent_id)).toHaveLength(1);
  });

  it('acknowledges events it has nothing to do with, and creates nothing for a mismatched amount', async () => {
    const other = JSON.stringify({ id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    expect((await webhook(other, signed(other))).statusCode).toBe(200);
    const unknown = succeededEvent('pi_not_ours');
    expect((await webhook(unknown, signed(unknown))).statusCode).toBe(200);
    const intent = await intentFor({ item: pkg(0)._id });
    stripe.settle(intent.intent_id, 'succeeded', { amount: 1 });
    const payload = succeededEvent(intent.intent_id);
    expect((await webhook(payload, signed(payload))).statusCode).toBe(200);
    expect(await ledgerOf(t, intent.intent_id)).toHaveLength(0);
  });

  it('pays an invoice and a tip whose page was closed', async () => {
    const invoice = await buildInvoice(t, 'acme');
    const forInvoice = await intentFor({ invoice_id: invoice.id });
    stripe.settle(forInvoice.intent_id, 'succeeded');
    const p1 = succeededEvent(forInvoice.intent_id);
    expect((await webhook(p1, signed(p1))).statusCode).toBe(200);
    expect((await t.deps.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0].status).toBe('paid');

    const done = await buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'acme', PACKAGE.resume)) });
    const forTip = await intentFor({ tip: { orderId: done.id, amount: 14.9 } });
    expect(stripe.intents.get(forTip.intent_id)).toMatchObject({ amount: 1490, allowed_payment_method_types: ['card'] });
    stripe.settle(forTip.intent_id, 'succeeded');
    const p2 = succeededEvent(forTip.intent_id);
    expect((await webhook(p2, signed(p2))).statusCode).toBe(200);
    expect((await t.deps.db.select().from(orders).where(eq(orders.id, done.id)))[0].tipByCustomer).toBe(1490);
    // The page's own confirmation afterwards changes nothing.
    const page = await send(t, customer, 'POST', `/api/customer/orders/tip/${done.id}`, { tip: 14.9, payment: forTip.intent_id });
    expect(page.json()).toMatchObject({ status: true, tipByCustomer: 14.9 });
  });

  it('is not there for a site without a Stripe webhook secret', async () => {
    const payload = succeededEvent('pi_x');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { ...as(null, 'beta.localhost'), 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});
