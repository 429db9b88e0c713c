import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAYMENTS_PAGE_SIZE } from '@draftdesk/contract';
import type { Db } from '../../../db/client.ts';
import { invoices, orders, payments, refundClaims, users } from '../../../db/schema.ts';

/** What each payment had refunded of it: the ledger's refund rows (negative amounts) summed per payment. */
const refundedOf = (paymentId: unknown) =>
  sql<number>`coalesce((select -sum(r.amount) from ${payments} r where r.refund_of = ${paymentId} and r.kind = 'refund'), 0)::int`;

const ledgerColumns = {
  id: payments.id,
  siteId: payments.siteId,
  kind: payments.kind,
  amount: payments.amount,
  currency: payments.currency,
  provider: payments.provider,
  providerReference: payments.providerReference,
  customerId: payments.customerId,
  orderId: payments.orderId,
  invoiceId: payments.invoiceId,
  refundOf: payments.refundOf,
  createdAt: payments.createdAt,
  refunded: refundedOf(payments.id),
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  customerEmail: users.email,
  orderNumber: orders.orderNumber,
  packageName: sql<string | null>`coalesce(${invoices.packageName}, ${orders.package}->>'packageName')`,
};

/** The site's ledger as its admins read it. */
export function moneyRepo(db: Db) {
  const select = () =>
    db
      .select(ledgerColumns)
      .from(payments)
      .leftJoin(users, and(eq(users.id, payments.customerId), eq(users.siteId, payments.siteId)))
      .leftJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.siteId, payments.siteId)))
      .leftJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.siteId, payments.siteId)));
  return {
    async list(siteId: string, page: number) {
      const [rows, [{ total }]] = await Promise.all([
        select()
          .where(eq(payments.siteId, siteId))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(ADMIN_PAYMENTS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAYMENTS_PAGE_SIZE),
        db.select({ total: count() }).from(payments).where(eq(payments.siteId, siteId)),
      ]);
      return { rows, total };
    },

    /** Claims a refund's key; false when another request holds it (asking, or done). */
    async claimRefund(siteId: string, paymentId: string, key: string): Promise<boolean> {
      const made = await db.insert(refundClaims).values({ key, siteId, paymentId }).onConflictDoNothing().returning({ key: refundClaims.key });
      return made.length > 0;
    },

    /** The claim of a key: undefined once it was dropped; its refund reference once done. */
    async refundClaim(key: string) {
      const [row] = await db.select({ refundReference: refundClaims.refundReference }).from(refundClaims).where(eq(refundClaims.key, key));
      return row;
    },

    async completeRefundClaim(key: string, refundReference: string) {
      await db.update(refundClaims).set({ refundReference }).where(eq(refundClaims.key, key));
    },

    async dropRefundClaim(key: string) {
      await db.delete(refundClaims).where(eq(refundClaims.key, key));
    },

    async find(siteId: string, id: string) {
      const [row] = await select()
        .where(and(eq(payments.siteId, siteId), eq(payments.id, id)))
        .limit(1);
      return row;
    },
  };
}

export type LedgerRow = NonNullable<Awaited<ReturnType<ReturnType<typeof moneyRepo>['find']>>>;
