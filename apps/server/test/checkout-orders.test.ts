import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, users } from '../src/db/schema.ts';
import { DEMO_WRITER_PROFILE } from '../src/db/seed/demo-writer.ts';
import { ACME, BETA, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { CARDS, ledgerOf, ordersOf, send, userById } from './checkout-factory.ts';
import { eventsOf } from './journey-factory.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
});
afterAll(() => t?.close());

const pkg = (i: number) => t.demo.acme.packages[i];

/** An intent for a package as the signed-in customer, then the sandbox card form's confirm with a test card. */
async function payForPackage(cookie: string, packageId: string, card: string | null = CARDS.ok) {
  const intent = await send(t, cookie, 'POST', '/api/customer/payment-intent', { item: packageId });
  expect(intent.statusCode, intent.body).toBe(200);
  const body = intent.json();
  if (card) {
    const confirmed = await send(t, null, 'POST', `/api/sandbox/payment-intents/${body.intent_id}/confirm`, {
      client_secret: body.client_secret,
      card_number: card,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...body, confirmed: confirmed.json().intent };
  }
  return body;
}

const newOrder = (cookie: string, payment: string, packageId: string) =>
  send(t, cookie, 'POST', '/api/customer/orders_new', { payment, package_subscribed: packageId, purchasedDate: '2020-01-01' });

describe('GET /getClientCustomizations', () => {
  it('names the sandbox in test mode and sends no secret', async () => {
    const res = await send(t, null, 'GET', '/getClientCustomizations');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      paymentProvider: 'sandbox',
      testMode: true,
      publishableKey: null,
      clientCurrencyType: 'usd',
      companyName: 'Acme Resumes',
    });
    expect(res.json().data.logo).toMatch(/^data:image\/svg/);
    expect(res.body).not.toMatch(/secret/i);
  });
});

describe('GET /api/customer/orders_all_packages', () => {
  it('lists the purchasable packages, highest price first, in major units', async () => {
    const res = await send(t, customer, 'GET', '/api/customer/orders_all_packages?purchasable=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clientCurrencyType).toBe('usd');
    expect(body.packages.map((p: { packagePrice: number }) => p.packagePrice)).toEqual([399, 249, 149]);
    expect(body.packages[0]).toMatchObject({ packageName: 'Executive Bundle', currency: 'usd', clientWebsiteCustomization: { companyName: 'Acme Resumes' } });
    expect(body.packages[0].packageServices.length).toBe(3);
  });
  it('refuses staff and anonymous callers', async () => {
    expect((await send(t, null, 'GET', '/api/customer/orders_all_packages')).statusCode).toBe(401);
    expect((await send(t, await login(t.app, 'writer@demo.test'), 'GET', '/api/customer/orders_all_packages')).statusCode).toBe(403);
  });
});

describe('POST /api/customer/orders_new with the sandbox', () => {
  it('creates the order once the payment is confirmed: snapshot, writer, notification, events, ledger', async () => {
    await t.deps.db
      .update(users)
      .set({ pendingPurchasePackageId: pkg(1)._id })
      .where(eq(users.id, t.demo.acme.users.user));
    // The demo writer works Monday to Friday: available today, whatever today is (the rules: checkout-assignment.test.ts).
    await t.deps.db
      .update(users)
      .set({ writerData: { ...DEMO_WRITER_PROFILE, availableDays: [] } })
      .where(eq(users.id, t.demo.acme.users.writer));
    await t.deps.bus.sync();
    const paid = await payForPackage(customer, pkg(1)._id);
    expect(paid).toMatchObject({ provider: 'sandbox', testMode: true, amount: 249, currency: 'usd', discountAmount: 0 });
    expect(paid.confirmed.status).toBe('succeeded');

    const res = await newOrder(customer, paid.intent_id, pkg(1)._id);
    expect(res.statusCode, res.body).toBe(200);
    const { order_id } = res.json();
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, order_id));
    expect(order).toMatchObject({ customerId: t.demo.acme.users.user, price: 24900, currency: 'usd', statusPercentage: 0, contractSigned: false });
    expect(order.package).toEqual(pkg(1));
    expect(order.writerId).toBe(t.demo.acme.users.writer);

    const [ledger] = await ledgerOf(t, paid.intent_id);
    expect(ledger).toMatchObject({ kind: 'order', amount: 24900, currency: 'usd', provider: 'sandbox', orderId: order_id });
    const kinds = (await eventsOf(t, order_id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order_created', 'writer_auto_assigned']));
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order_id), eq(notifications.userId, t.demo.acme.users.writer)));
    expect(notes).toHaveLength(1);
    expect(notes[0].data.action).toBe('order_assigned');
    expect((await userById(t, t.demo.acme.users.user)).pendingPurchasePackageId).toBe(null);

    // The new order is the customer's: it shows in their list.
    const list = await send(t, customer, 'GET', '/api/customer/orders');
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toContain(order_id);
  });

  it('confirming the same payment twice makes one order', async () => {
    const paid = await payForPackage(customer, pkg(0)._id);
    const before = (await ordersOf(t, 'acme', t.demo.acme.users.user)).length;
    const [a, b] = await Promise.all([newOrder(customer, paid.intent_id, pkg(0)._id), newOrder(customer, paid.intent_id, pkg(0)._id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().order_id).toBe(b.json().order_id);
    const again = await newOrder(customer, paid.intent_id, pkg(0)._id);
    expect(again.json().order_id).toBe(a.json().order_id);
    expect((await ordersOf(t, 'acme', t.demo.acme.users.user)).length).toBe(before + 1);
    expect(await ledgerOf(t, paid.intent_id)).toHaveLength(1);
  });

  it('creates nothing for a declined card, and says so', async () => {
    const paid = await payForPackage(customer, pkg(0)._id, CARDS.declined);
    expect(paid.confirmed).toMatchObject({ status: 'requires_payment_method', last_payment_error: 'Your card was declined.' });
    const res = await newOrder(customer, paid.intent_id, pkg(0)._id);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your payment was declined. Please try another payment method.');
    expect(await ledgerOf(t, paid.intent_id)).toHaveLength(0);
  });

  it('waits for the extra step of 4000 0027 6000 3184, then creates the order when the client approves it', async () => {
    const paid = await payForPackage(customer, pkg(0)._id, CARDS.authenticate);
    expect(paid.confirmed.status).toBe('requires_action');
    const pending = await newOrder(customer, paid.intent_id, pkg(0)._id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Your payment is not complete yet.');

    const approved = await send(t, null, 'POST', `/api/sandbox/payment-intents/${paid.intent_id}/authenticate`, {
      client_secret: paid.client_secret,
      outcome: 'approve',
    });
    expect(approved.json().intent.status).toBe('succeeded');
    expect((await newOrder(customer, paid.intent_id, pkg(0)._id)).statusCode).toBe(200);
  });

  it('treats a failed extra step as a decline', async () => {
    const paid = await payForPackage(customer, pkg(0)._id, CARDS.authenticate);
    const failed = await send(t, null, 'POST', `/api/sandbox/payment-intents/${paid.intent_id}/authenticate`, {
      client_secret: paid.client_secret,
      outcome: 'fail',
    });
    expect(failed.json().intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: 'The card authentication failed.' });
    expect((await newOrder(customer, paid.intent_id, pkg(0)._id)).statusCode).toBe(402);
  });

  it('refuses other card numbers and a wrong client secret in the sandbox', async () => {
    const intent = await payForPackage(customer, pkg(0)._id, null);
    const other = await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
      client_secret: intent.client_secret,
      card_number: '5555 5555 5555 4444',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Test mode: use one of the test card numbers.');
    const wrong = await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
      client_secret: `${intent.intent_id}_secret_nope`,
      card_number: CARDS.ok,
    });
    expect(wrong.statusCode).toBe(404);
    const otherSite = await send(
      t,
      null,
      'POST',
      `/api/sandbox/payment-intents/${intent.intent_id}/confirm`,
      { client_secret: intent.client_secret, card_number: CARDS.ok },
      BETA,
    );
    expect(otherSite.statusCode).toBe(404);
  });

  it('refuses a payment made for another package, or by another customer', async () => {
    const paid = await payForPackage(customer, pkg(0)._id);
    const wrongPackage = await newOrder(customer, paid.intent_id, pkg(2)._id);
    expect(wrongPackage.statusCode).toBe(422);
    expect(wrongPackage.json().message).toBe('The payment does not match the amount due.');
    const stranger = await createUser(t, 'acme');
    const strangerCookie = await login(t.app, stranger.email);
    expect((await newOrder(strangerCookie, paid.intent_id, pkg(0)._id)).statusCode).toBe(404);
    // Beta's customer cannot reach Acme's payment.
    const beta = await login(t.app, 'customer@demo.test', BETA);
    expect((await send(t, beta, 'POST', '/api/customer/orders_new', { payment: paid.intent_id, package_subscribed: pkg(0)._id }, BETA)).statusCode).toBe(404);
    expect(await ledgerOf(t, paid.intent_id)).toHaveLength(0);
  });

  it('refuses a price, unknown fields and a missing product', async () => {
    const priced = await send(t, customer, 'POST', '/api/customer/payment-intent', { item: pkg(0)._id, amount: 1 });
    expect(priced.statusCode).toBe(400);
    const missing = await send(t, customer, 'POST', '/api/customer/orders_new', { payment: 'sbx_pi_x', package_subscribed: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.package_subscribed).toBe('Please choose a product.');
    const unknown = await send(t, customer, 'POST', '/api/customer/payment-intent', { item: 'no-such-package' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Package not found.');
  });
});

describe('the sandbox on another site', () => {
  it('is the default for a site without payment settings outside production', async () => {
    const res = await send(t, null, 'GET', '/getClientCustomizations', undefined, BETA);
    expect(res.json().data).toMatchObject({ paymentProvider: 'sandbox', testMode: true });
  });
  it('keeps ACME as the default host for these tests', () => expect(ACME).toBe('localhost'));
});
