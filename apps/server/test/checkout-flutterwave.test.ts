import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { BETA, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { ledgerOf, ordersOf, send, setSecrets } from './checkout-factory.ts';
import { startFlutterwaveStandIn, type FlutterwaveStandIn } from './payment-standins.ts';

const SECRET_KEY = 'FLWSECK_TEST-standin-0123456789-X';
const PUBLIC_KEY = 'FLWPUBK_TEST-standin-X';

let t: TestApp;
let flw: FlutterwaveStandIn;
let customer: string;
let ngnPackage: string;
let txId = 1000;
beforeAll(async () => {
  flw = await startFlutterwaveStandIn(SECRET_KEY);
  t = await createTestApp({ FLUTTERWAVE_API_BASE: flw.url });
  await setSecrets(t, 'acme', { payments: { provider: 'sandbox', flutterwave: { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, secretHash: 'hash' } } });
  ngnPackage = newId();
  const p = t.demo.acme.packages[0];
  await t.deps.db
    .insert(packages)
    .values({ id: ngnPackage, siteId: t.demo.acme.id, name: 'Naira Resume', price: 750050, currency: 'ngn', services: p.packageServices });
  customer = await login(t.app, 'customer@demo.test');
});
afterAll(async () => {
  await t?.close();
  await flw?.close();
});

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const code = (cookie = customer, selectedPackageId = ngnPackage) => send(t, cookie, 'POST', '/customer/flutterwave/code', { price: 1, selectedPackageId });
const verify = (transactionId: number | string, txRef: string, cookie = customer) =>
  send(t, cookie, 'POST', '/customer/flutterwave/verification', { transactionId, txRef, checkoutButtonClickId: null, purchasedDate: '2020-01-01' });

/** A code, and Flutterwave's record of the customer paying it (with overrides). */
async function paid(over: Partial<{ amount: number; currency: string; status: string; tx_ref: string }> = {}) {
  const res = await code();
  expect(res.statusCode, res.body).toBe(200);
  const { txRef } = res.json();
  const id = ++txId;
  flw.add({ id, tx_ref: txRef, amount: 7500.5, currency: 'NGN', status: 'successful', ...over });
  return { txRef, id };
}

describe('POST /customer/flutterwave/code', () => {
  it("returns a tx_ref and Flutterwave's checksum over the server's amount (the client's price is ignored)", async () => {
    const res = await code();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 7500.5, currency: 'NGN', publicKey: PUBLIC_KEY, customer: { email: 'customer@demo.test', name: 'Casey Customer' } });
    expect(body.txRef).toMatch(/^dd-/);
    expect(body.integrityHash).toBe(sha256(`7500.5NGNcustomer@demo.test${body.txRef}${sha256(SECRET_KEY)}`));
    expect(res.body).not.toContain(SECRET_KEY);
  });
  it('refuses a card-provider currency and another site', async () => {
    const usd = await code(customer, t.demo.acme.packages[0]._id);
    expect(usd.statusCode).toBe(422);
    expect(usd.json().message).toBe('This currency cannot be paid with this payment method.');
    const beta = await login(t.app, 'customer@demo.test', BETA);
    expect((await send(t, beta, 'POST', '/customer/flutterwave/code', { selectedPackageId: ngnPackage }, BETA)).statusCode).toBe(404);
  });
  it('refuses a card payment intent for a Flutterwave currency', async () => {
    const res = await send(t, customer, 'POST', '/api/customer/payment-intent', { item: ngnPackage });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /customer/flutterwave/verification', () => {
  it('verifies the transaction with Flutterwave and creates the order once', async () => {
    const { txRef, id } = await paid();
    const res = await verify(id, txRef);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json();
    const call = flw.requests.find((r) => r.path === `/v3/transactions/${id}/verify`);
    expect(call).toMatchObject({ method: 'GET', authorization: `Bearer ${SECRET_KEY}` });
    const order = (await ordersOf(t, 'acme', t.demo.acme.users.user)).find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ price: 750050, currency: 'ngn' });
    expect(order.package.packageName).toBe('Naira Resume');
    expect((await verify(String(id), txRef)).json().orderId).toBe(orderId);
    expect(await ledgerOf(t, txRef)).toEqual([expect.objectContaining({ provider: 'flutterwave', amount: 750050, currency: 'ngn' })]);
  });

  it('creates nothing for a failed, pending, short, other-currency or other-reference transaction', async () => {
    const cases: [Parameters<typeof paid>[0], number][] = [
      [{ status: 'failed' }, 402],
      [{ status: 'pending' }, 409],
      [{ amount: 7500 }, 422],
      [{ currency: 'KES' }, 422],
      [{ tx_ref: 'dd-someone-else' }, 422],
    ];
    for (const [over, status] of cases) {
      const { txRef, id } = await paid(over);
      const res = await verify(id, txRef);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(await ledgerOf(t, txRef)).toHaveLength(0);
    }
  });

  it("refuses an unknown transaction, and another customer's tx_ref", async () => {
    const { txRef, id } = await paid();
    expect((await verify(999_999, txRef)).statusCode).toBe(404);
    const stranger = await createUser(t, 'acme');
    expect((await verify(id, txRef, await login(t.app, stranger.email))).statusCode).toBe(404);
    expect((await verify(id, 'dd-unknown')).statusCode).toBe(404);
    expect(await ledgerOf(t, txRef)).toHaveLength(0);
  });

  it('is unavailable where the site has no Flutterwave keys', async () => {
    await setSecrets(t, 'acme', { payments: { provider: 'sandbox' } });
    try {
      const res = await code();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payments are not available on this site yet.');
    } finally {
      await setSecrets(t, 'acme', { payments: { provider: 'sandbox', flutterwave: { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY } } });
    }
  });
});
