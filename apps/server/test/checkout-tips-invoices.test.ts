import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments } from '../src/db/schema.ts';
import { BETA, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { CARDS, buildInvoice, ledgerOf, patchSettings, send, setSecrets } from './checkout-factory.ts';
import { PACKAGE, allTasks, buildOrder, demoPackage, eventsOf, reload } from './journey-factory.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
});
afterAll(() => t?.close());

const completedOrder = (extra: Parameters<typeof buildOrder>[1] = {}) =>
  buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'acme', PACKAGE.resume)), ...extra });

/** An intent as the customer, paid in the sandbox with a test card. */
async function paidIntent(body: object, card: string = CARDS.ok, cookie = customer) {
  const res = await send(t, cookie, 'POST', '/api/customer/payment-intent', body);
  expect(res.statusCode, res.body).toBe(200);
  const intent = res.json();
  await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, { client_secret: intent.client_secret, card_number: card });
  return intent as { intent_id: string; amount: number; currency: string };
}
const tip = (orderId: string, amount: number, payment: string, cookie = customer) =>
  send(t, cookie, 'POST', `/api/customer/orders/tip/${orderId}`, { tip: amount, payment });

describe('tips', () => {
  it('pays a tip on a completed order: tipByCustomer, ledger, event and the writer is told', async () => {
    const order = await completedOrder();
    const intent = await paidIntent({ tip: { orderId: order.id, amount: 14.9 } });
    expect(intent).toMatchObject({ amount: 14.9, currency: 'usd' });
    const res = await tip(order.id, 14.9, intent.intent_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Payment Successful', tipByCustomer: 14.9 });
    expect((await reload(t, order.id)).tipByCustomer).toBe(1490);
    expect((await ledgerOf(t, intent.intent_id))[0]).toMatchObject({ kind: 'tip', amount: 1490, orderId: order.id });
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toContain('tip_paid');
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.writer)));
    expect(notes.map((n) => n.data.action)).toEqual(['tip_received']);
    // The order view shows it, and a second tip is refused.
    expect((await send(t, customer, 'GET', `/api/customer/orders/${order.id}`)).json().order.tipByCustomer).toBe(14.9);
    expect((await send(t, customer, 'POST', '/api/customer/payment-intent', { tip: { orderId: order.id, amount: 5 } })).json().message).toBe(
      'You have already left a tip for this order.',
    );
    // Confirming the same payment again changes nothing.
    expect((await tip(order.id, 14.9, intent.intent_id)).json().tipByCustomer).toBe(14.9);
  });

  it('refuses tips below the minimum, above the price, on open orders and in other currencies', async () => {
    const order = await completedOrder();
    const intent = (amount: number, orderId = order.id) => send(t, customer, 'POST', '/api/customer/payment-intent', { tip: { orderId, amount } });
    expect((await intent(1.99)).json().message).toBe('The minimum tip is 2.');
    expect((await intent(149.01)).json().message).toBe('The tip cannot be more than the order price.');
    expect((await intent(2)).statusCode).toBe(200);
    const open = await buildOrder(t, { pkg: PACKAGE.resume });
    expect((await intent(5, open.id)).statusCode).toBe(409);
    const naira = await completedOrder({ currency: 'ngn' });
    const ngn = await intent(5, naira.id);
    expect(ngn.statusCode).toBe(409);
    expect(ngn.json().message).toBe('Tips are not available for this order.');
  });

  it('pays exactly the amount of the intent, for that order, after the provider confirms it', async () => {
    const order = await completedOrder();
    const declined = await paidIntent({ tip: { orderId: order.id, amount: 10 } }, CARDS.declined);
    expect((await tip(order.id, 10, declined.intent_id)).statusCode).toBe(402);
    const intent = await paidIntent({ tip: { orderId: order.id, amount: 10 } });
    expect((await tip(order.id, 20, intent.intent_id)).statusCode).toBe(422);
    const other = await completedOrder();
    expect((await tip(other.id, 10, intent.intent_id)).statusCode).toBe(404);
    const stranger = await createUser(t, 'acme');
    expect((await tip(order.id, 10, intent.intent_id, await login(t.app, stranger.email))).statusCode).toBe(404);
    expect((await reload(t, order.id)).tipByCustomer).toBe(null);
    expect((await tip(order.id, 10, intent.intent_id)).statusCode).toBe(200);
  });

  it('is refused where the site hides tipping', async () => {
    const beta = await login(t.app, 'customer@demo.test', BETA);
    const order = await buildOrder(t, { site: 'beta', pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'beta', PACKAGE.resume)) });
    const res = await send(t, beta, 'POST', '/api/customer/payment-intent', { tip: { orderId: order.id, amount: 5 } }, BETA);
    expect(res.statusCode).toBe(403);
    expect((await send(t, beta, 'POST', `/api/customer/orders/tip/${order.id}`, { tip: 5, payment: 'sbx_pi_x' }, BETA)).statusCode).toBe(403);
  });
});

describe('invoices', () => {
  it('lists the customer’s invoices in major units', async () => {
    const res = await send(t, customer, 'GET', '/api/customer/invoices');
    expect(res.statusCode).toBe(200);
    const list = res.json().invoices as { status: string; price: number; refund_amount: number | null; invoiceCurrency: string }[];
    expect(list.map((i) => i.status).sort()).toEqual(['paid', 'refunded', 'unpaid']);
    expect(list.find((i) => i.status === 'refunded')).toMatchObject({ price: 99, refund_amount: 50, invoiceCurrency: 'usd' });
  });

  it("has the ledger behind the demo's paid and refunded invoices: the payment, then the refund", async () => {
    const list = (await send(t, customer, 'GET', '/api/customer/invoices')).json().invoices as {
      _id: string;
      status: string;
      price: number;
      refund_amount: number | null;
    }[];
    const ledger = async (invoiceId: string) =>
      (await t.deps.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.createdAt)).map((p) => ({
        kind: p.kind,
        amount: p.amount,
        currency: p.currency,
      }));
    const paid = list.find((i) => i.status === 'paid')!;
    expect(await ledger(paid._id)).toEqual([{ kind: 'invoice', amount: paid.price * 100, currency: 'usd' }]);
    const refunded = list.find((i) => i.status === 'refunded')!;
    expect(await ledger(refunded._id)).toEqual([
      { kind: 'invoice', amount: 9900, currency: 'usd' },
      { kind: 'refund', amount: -refunded.refund_amount! * 100, currency: 'usd' },
    ]);
    const unpaid = list.find((i) => i.status === 'unpaid')!;
    expect(await ledger(unpaid._id)).toEqual([]);
  });

  it('pays an unpaid invoice after the provider confirms its amount, once', async () => {
    const invoice = await buildInvoice(t, 'acme', { price: 12345 });
    const intent = await paidIntent({ invoice_id: invoice.id });
    expect(intent.amount).toBe(123.45);
    const pay = () => send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: intent.intent_id, invoice_id: invoice.id });
    const res = await pay();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment Successful', invoice: { _id: invoice.id, status: 'paid', price: 123.45 } });
    expect((await pay()).statusCode).toBe(200);
    expect(await ledgerOf(t, intent.intent_id)).toEqual([expect.objectContaining({ kind: 'invoice', amount: 12345, invoiceId: invoice.id })]);
    const again = await send(t, customer, 'POST', '/api/customer/payment-intent', { invoice_id: invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is not waiting for payment.');
  });

  it('keeps an invoice with a declined payment unpaid, and refuses a payment made for another invoice', async () => {
    const invoice = await buildInvoice(t, 'acme');
    const declined = await paidIntent({ invoice_id: invoice.id }, CARDS.declined);
    expect((await send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: declined.intent_id, invoice_id: invoice.id })).statusCode).toBe(402);
    const other = await buildInvoice(t, 'acme');
    const forOther = await paidIntent({ invoice_id: other.id });
    expect((await send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: forOther.intent_id, invoice_id: invoice.id })).statusCode).toBe(404);
    const list = (await send(t, customer, 'GET', '/api/customer/invoices')).json().invoices as { _id: string; status: string }[];
    expect(list.find((i) => i._id === invoice.id)?.status).toBe('unpaid');
  });

  it('keeps invoices to their customer and site', async () => {
    const stranger = await createUser(t, 'acme');
    const invoice = await buildInvoice(t, 'acme');
    const res = await send(t, await login(t.app, stranger.email), 'POST', '/api/customer/payment-intent', { invoice_id: invoice.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invoice not found.');
    // Beta hides invoices (hide_invoices).
    const beta = await login(t.app, 'customer@demo.test', BETA);
    const hidden = await send(t, beta, 'GET', '/api/customer/invoices', undefined, BETA);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('Invoices are not available on this site.');
  });

  it('is refused while a custom checkout URL is set', async () => {
    await patchSettings(t, 'acme', { customCheckout: { url: 'https://shop.example.test/checkout', method: 'GET' } });
    try {
      expect((await send(t, customer, 'GET', '/api/customer/invoices')).statusCode).toBe(403);
      expect((await send(t, customer, 'POST', '/api/customer/invoices/pay', { payment: 'sbx_pi_x', invoice_id: 'x' })).statusCode).toBe(403);
    } finally {
      await patchSettings(t, 'acme', { customCheckout: { url: '' } });
    }
  });
});

describe('GET /checkout/custom-link', () => {
  let server: http.Server;
  let url = '';
  const seen: { url: string; token: string | undefined }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', token: req.headers['x-shop-token'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      if ((req.url ?? '').includes('productId=broken')) return res.end(JSON.stringify({ data: {} }));
      res.end(
        JSON.stringify({
          data: { checkout: { url: `https://shop.example.test/pay?ref=${new URL(req.url ?? '', 'http://x').searchParams.get('productId')}` } },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/links`;
  });
  afterAll(async () => {
    await patchSettings(t, 'acme', { customCheckout: { url: '' } });
    await new Promise<void>((r) => server.close(() => r()));
  });
  const link = (productId: string) =>
    send(t, null, 'GET', `/checkout/custom-link?productId=${productId}&firstName=Ann&lastName=Lee&email=ann%40example.test&uniqueCustomerId=c1`);

  it('asks the site’s external checkout for a link, with the token from the secrets', async () => {
    expect((await link('p1')).statusCode).toBe(404);
    await setSecrets(t, 'acme', { payments: { provider: 'sandbox' }, customCheckout: { token: 'shop-secret' } });
    await patchSettings(t, 'acme', {
      customCheckout: { url, method: 'GET', responseFieldPath: 'data.checkout.url', tokenName: 'x-shop-token', tokenLocation: 'header' },
    });
    const res = await link('p1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, link: 'https://shop.example.test/pay?ref=p1' });
    expect(seen.at(-1)?.token).toBe('shop-secret');
    expect(new URL(seen.at(-1)!.url, 'http://x').searchParams.get('email')).toBe('ann@example.test');
    expect(res.body).not.toContain('shop-secret');
    // The external checkout answering without a link.
    expect((await link('broken')).statusCode).toBe(502);
    // The review's link says the checkout is custom.
    const review = await send(t, null, 'GET', `/api/package/${t.demo.acme.packages[0]._id}/checkout-link/crit1`);
    expect(review.json().data).toMatchObject({ isCustomCheckout: true, checkoutUrl: url });
  });

  it("refuses a method other than GET with the spec's text", async () => {
    await patchSettings(t, 'acme', { customCheckout: { url, method: 'POST', responseFieldPath: 'data.checkout.url' } });
    const res = await link('p1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Custom Checkout Data is inconsistent!');
  });
});
