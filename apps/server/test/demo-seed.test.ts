import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPaymentRow } from '@draftdesk/contract';
import { invoices, payments } from '../src/db/schema.ts';
import { ACME, BETA, as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

/**
 * The demo data's ledger reads as the product writes it: every refund row names its payment (refund_of), of the
 * same site, invoice, customer and currency, so the Money screen offers only what is left to refund and an
 * invoice's refunded figure is the ledger's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the demo ledger', () => {
  it('links every refund to its payment, and each refunded invoice says what its refunds add up to', async () => {
    const rows = await t.deps.db.select().from(payments);
    const refunds = rows.filter((r) => r.kind === 'refund');
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(refund.refundOf, refund.providerReference).not.toBeNull();
      const paid = rows.find((r) => r.id === refund.refundOf);
      expect(paid, refund.providerReference).toMatchObject({
        siteId: refund.siteId,
        invoiceId: refund.invoiceId,
        customerId: refund.customerId,
        currency: refund.currency,
      });
      expect(paid!.kind).not.toBe('refund');
      expect(refund.amount).toBeLessThan(0);
      const refundedOfPayment = refunds.filter((r) => r.refundOf === paid!.id).reduce((sum, r) => sum - r.amount, 0);
      expect(refundedOfPayment).toBeLessThanOrEqual(paid!.amount);
    }
    for (const invoice of await t.deps.db.select().from(invoices).where(eq(invoices.status, 'refunded'))) {
      const ofInvoice = refunds.filter((r) => r.invoiceId === invoice.id).reduce((sum, r) => sum - r.amount, 0);
      expect(invoice.refundAmount, invoice.packageName).toBe(ofInvoice);
    }
  });

  it("shows the demo customer's $99 payment with $50 refunded and the rest refundable on the Money screen", async () => {
    for (const host of [ACME, BETA]) {
      const site = host === ACME ? t.demo.acme : t.demo.beta;
      const [invoice] = await t.deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.siteId, site.id), eq(invoices.status, 'refunded')));
      expect(invoice).toMatchObject({ price: 9900, refundAmount: 5000 });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/payments',
        headers: as(await login(t.app, 'admin@demo.test', host), host),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const ledger = res.json().payments as TAdminPaymentRow[];
      const ofInvoice = ledger.filter((p) => p.invoiceId === invoice.id);
      expect(ofInvoice.find((p) => p.kind === 'invoice')).toMatchObject({ amount: 99, refunded: 50, refundable: true });
      expect(ofInvoice.find((p) => p.kind === 'refund')).toMatchObject({ amount: -50, refunded: 0, refundable: false });
    }
  });
});
