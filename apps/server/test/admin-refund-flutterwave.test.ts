import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { auditLog, orderEvents, packages, payments } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, login, type TestApp } from './helpers.ts';
import { ledgerOf, send, setSecrets } from './checkout-factory.ts';
import { startFlutterwaveStandIn, type FlutterwaveStandIn } from './payment-standins.ts';

const SECRET_KEY = 'FLWSECK_TEST-standin-refunds-X';
const FLUTTERWAVE = { publicKey: 'FLWPUBK_TEST-standin-X', secretKey: SECRET_KEY, secretHash: 'hash' };

let t: TestApp;
let flw: FlutterwaveStandIn;
let customer: string;
let admin: string;
let ngnPackage: string;
let txId = 5000;
beforeAll(async () => {
  flw = await startFlutterwaveStandIn(SECRET_KEY);
  t = await createTestApp({ FLUTTERWAVE_API_BASE: flw.url });
  await setSecrets(t, 'acme', { payments: { provider: 'sandbox', flutterwave: FLUTTERWAVE } });
  ngnPackage = newId();
  await t.deps.db.insert(packages).values({
    id: ngnPackage,
    siteId: t.demo.acme.id,
    name: 'Naira Resume',
    price: 750050,
    currency: 'ngn',
    services: t.demo.acme.packages[0].packageServices,
  });
  customer = await login(t.app, 'customer@demo.test');
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(async () => {
  await t?.close();
  await flw?.close();
});

/** The demo customer buys the naira package through Flutterwave: its ledger row, tx_ref and Flutterwave's transaction id. */
async function paidWithFlutterwave() {
  const code = await send(t, customer, 'POST', '/customer/flutterwave/code', { selectedPackageId: ngnPackage });
  expect(code.statusCode, code.body).toBe(200);
  const { txRef } = code.json();
  const id = ++txId;
  flw.add({ id, tx_ref: txRef, amount: 7500.5, currency: 'NGN', status: 'successful' });
  const verified = await send(t, customer, 'POST', '/customer/flutterwave/verification', { transactionId: id, txRef, checkoutButtonClickId: null });
  expect(verified.statusCode, verified.body).toBe(200);
  const [row] = await ledgerOf(t, txRef);
  return { paymentId: row.id, txRef, id, orderId: verified.json().orderId as string };
}

const refund = (paymentId: string, body: object) => send(t, admin, 'POST', `/api/admin/payments/${paymentId}/refund`, body);
const refundRows = (paymentId: string) =>
  t.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.refundOf, paymentId)));
const refundsAtFlutterwave = (id: number) => flw.refunds.filter((r) => r.tx_id === id);

describe('refunding a Flutterwave payment from the admin (POST /api/admin/payments/{id}/refund)', () => {
  it('finds the transaction by its tx_ref, refunds once under a double click, and records it in the ledger, the order and the audit', async () => {
    const { paymentId, txRef, id, orderId } = await paidWithFlutterwave();
    const listed = (await send(t, admin, 'GET', '/api/admin/payments')).json().payments.find((p: { _id: string }) => p._id === paymentId);
    expect(listed).toMatchObject({ provider: 'flutterwave', amount: 7500.5, currency: 'ngn', refundable: true });

    const [a, b] = await Promise.all([refund(paymentId, { amount: 2500, refundedSoFar: 0 }), refund(paymentId, { amount: 2500, refundedSoFar: 0 })]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toMatchObject({ message: MESSAGES.refundRecorded, payment: { refunded: 2500, refundable: true } });
    expect(b.json().payment.refunded).toBe(2500);

    expect(refundsAtFlutterwave(id)).toEqual([expect.objectContaining({ amount_refunded: 2500 })]);
    const asked = flw.requests.filter((r) => r.method === 'POST' && r.path === `/v3/transactions/${id}/refund`);
    expect(asked).toHaveLength(1);
    expect(asked[0].authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(flw.requests.some((r) => r.path === `/v3/transactions/verify_by_reference?tx_ref=${txRef}`)).toBe(true);

    expect(await refundRows(paymentId)).toEqual([
      expect.objectContaining({
        amount: -250000,
        currency: 'ngn',
        provider: 'flutterwave',
        orderId,
        providerReference: `flw-refund-${refundsAtFlutterwave(id)[0].id}`,
      }),
    ]);
    const events = await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === 'payment_refunded')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ amount: 250000, provider: 'flutterwave' }) }),
    ]);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, paymentId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'refund', data: expect.objectContaining({ amount: 250000, provider: 'flutterwave' }) })]);

    // A late repeat of the same click saw an older ledger.
    const late = await refund(paymentId, { amount: 2500, refundedSoFar: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.staleWrite);
    expect(refundsAtFlutterwave(id)).toHaveLength(1);
  });

  it('refunds the rest and refuses more than is left, without asking Flutterwave', async () => {
    const { paymentId, id } = await paidWithFlutterwave();
    expect((await refund(paymentId, { amount: 7000, refundedSoFar: 0 })).statusCode).toBe(200);
    const over = await refund(paymentId, { amount: 501, refundedSoFar: 7000 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.refundTooLarge);
    const rest = await refund(paymentId, { amount: 500.5, refundedSoFar: 7000 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ refunded: 7500.5, refundable: false });
    expect(refundsAtFlutterwave(id).map((r) => r.amount_refunded)).toEqual([7000, 500.5]);
    expect((await refundRows(paymentId)).map((r) => r.amount).sort()).toEqual([-700000, -50050].sort());
  });

  it('records nothing when Flutterwave fails or refuses, and a retry of the same click then refunds', async () => {
    const { paymentId, id } = await paidWithFlutterwave();
    flw.refundOutcome = { httpStatus: 500 };
    const down = await refund(paymentId, { amount: 100, refundedSoFar: 0 });
    expect(down.statusCode).toBe(502);
    flw.refundOutcome = { status: 'failed' };
    const failed = await refund(paymentId, { amount: 100, refundedSoFar: 0 });
    expect(failed.statusCode).toBe(502);
    expect(await refundRows(paymentId)).toHaveLength(0);

    flw.refundOutcome = { status: 'completed' };
    const retry = await refund(paymentId, { amount: 100, refundedSoFar: 0 });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await refundRows(paymentId)).toHaveLength(1);
    expect(refundsAtFlutterwave(id).filter((r) => r.status === 'completed')).toHaveLength(1);
  });

  it('is refused when the site no longer has Flutterwave keys, or Flutterwave does not know the payment', async () => {
    const { paymentId } = await paidWithFlutterwave();
    await setSecrets(t, 'acme', { payments: { provider: 'sandbox' } });
    const noKeys = await refund(paymentId, { amount: 10 });
    expect(noKeys.statusCode).toBe(409);
    expect(noKeys.json().message).toBe(MESSAGES.refundNotAvailable);
    await setSecrets(t, 'acme', { payments: { provider: 'sandbox', flutterwave: FLUTTERWAVE } });

    const { paymentId: unknown, id } = await paidWithFlutterwave();
    flw.transactions.delete(String(id));
    const gone = await refund(unknown, { amount: 10 });
    expect(gone.statusCode).toBe(409);
    expect(await refundRows(unknown)).toHaveLength(0);
  });
});
