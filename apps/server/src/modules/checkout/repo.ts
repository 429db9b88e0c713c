import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TLanguage } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { checkoutClicks, coupons, invoices, orders, packages, paymentIntents, payments, sites, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';

export type PackageRow = typeof packages.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Checkout's queries: every one carries the site, and the customer where a customer's row is read. */
export function checkoutRepo(db: Db) {
  return {
    async siteSecrets(siteId: string): Promise<Record<string, unknown>> {
      const [row] = await db.select({ secrets: sites.secrets }).from(sites).where(eq(sites.id, siteId)).limit(1);
      return row?.secrets ?? {};
    },

    async findPackage(siteId: string, id: string, opts: { purchasable?: boolean } = {}) {
      const [row] = await db
        .select()
        .from(packages)
        .where(and(eq(packages.siteId, siteId), eq(packages.id, id), opts.purchasable ? eq(packages.purchasable, true) : undefined))
        .limit(1);
      return row;
    },

    /** Spec 03 §9: highest price first. */
    listPackages(siteId: string, purchasableOnly: boolean) {
      return db
        .select()
        .from(packages)
        .where(and(eq(packages.siteId, siteId), purchasableOnly ? eq(packages.purchasable, true) : undefined))
        .orderBy(desc(packages.price), packages.name);
    },

    async findCoupon(siteId: string, code: string) {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.siteId, siteId), eq(coupons.code, code.trim().toUpperCase()), eq(coupons.active, true)))
        .limit(1);
      return row;
    },

    async findCouponById(siteId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const q = db
        .select()
        .from(coupons)
        .where(and(eq(coupons.siteId, siteId), eq(coupons.id, id)))
        .limit(1);
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row;
    },

    async countRedemption(siteId: string, couponId: string) {
      await db
        .update(coupons)
        .set({ redemptions: sql`${coupons.redemptions} + 1` })
        .where(and(eq(coupons.siteId, siteId), eq(coupons.id, couponId)));
    },

    async insertIntent(row: Omit<typeof paymentIntents.$inferInsert, 'id'>): Promise<IntentRow> {
      const [created] = await db
        .insert(paymentIntents)
        .values({ id: newId(), ...row })
        .returning();
      return created;
    },

    async findIntent(siteId: string, reference: string) {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.siteId, siteId), eq(paymentIntents.reference, reference)))
        .limit(1);
      return row;
    },

    /** Names the customer of an intent made before they registered; an intent of someone else stays theirs. */
    async bindIntentCustomer(siteId: string, reference: string, customerId: string) {
      await db
        .update(paymentIntents)
        .set({ customerId })
        .where(and(eq(paymentIntents.siteId, siteId), eq(paymentIntents.reference, reference), isNull(paymentIntents.customerId)));
    },

    /** The ledger row of a confirmed payment; undefined when the reference is already recorded (the caller returns what it made). */
    async recordPayment(row: Omit<typeof payments.$inferInsert, 'id'>) {
      const [created] = await db
        .insert(payments)
        .values({ id: newId(), ...row })
        .onConflictDoNothing({ target: payments.providerReference })
        .returning();
      return created;
    },

    async findPayment(siteId: string, providerReference: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.siteId, siteId), eq(payments.providerReference, providerReference)))
        .limit(1);
      return row;
    },

    async recordClick(row: Omit<typeof checkoutClicks.$inferInsert, 'id'>) {
      const id = newId();
      await db.insert(checkoutClicks).values({ id, ...row });
      return id;
    },

    /** Whether the customer has any order (hidden ones too) or invoice. */
    async holdsAnything(siteId: string, customerId: string): Promise<boolean> {
      const [row] = await rawRows<{ held: boolean }>(
        db,
        sql`select
          exists (select 1 from ${orders} where ${orders.siteId} = ${siteId} and ${orders.customerId} = ${customerId})
          or exists (select 1 from ${invoices} where ${invoices.siteId} = ${siteId} and ${invoices.customerId} = ${customerId}) as held`,
      );
      return Boolean(row?.held);
    },

    listInvoices(siteId: string, customerId: string) {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.siteId, siteId), eq(invoices.customerId, customerId)))
        .orderBy(desc(invoices.createdAt));
    },

    async findInvoice(siteId: string, customerId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const q = db
        .select()
        .from(invoices)
        .where(and(eq(invoices.siteId, siteId), eq(invoices.customerId, customerId), eq(invoices.id, id)))
        .limit(1);
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** What the ledger's refund rows give back on an invoice, in minor units (positive). */
    async invoiceRefunded(siteId: string, invoiceId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(-sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.siteId, siteId), eq(payments.invoiceId, invoiceId), eq(payments.kind, 'refund')));
      return row?.total ?? 0;
    },

    /** The invoice as the ledger has it: refunded, by the ledger's total. */
    async markInvoiceRefunded(siteId: string, id: string, refundAmount: number) {
      const [row] = await db
        .update(invoices)
        .set({ status: 'refunded', refundAmount })
        .where(and(eq(invoices.siteId, siteId), eq(invoices.id, id)))
        .returning();
      return row;
    },

    async markInvoicePaid(siteId: string, id: string) {
      const [row] = await db
        .update(invoices)
        .set({ status: 'paid' })
        .where(and(eq(invoices.siteId, siteId), eq(invoices.id, id)))
        .returning();
      return row;
    },

    // ---- Orders made by a purchase.

    /** The new order; its number and creation time go on the receipt. */
    async insertOrder(row: typeof orders.$inferInsert) {
      const [created] = await db.insert(orders).values(row).returning({ orderNumber: orders.orderNumber, createdAt: orders.createdAt });
      return created;
    },

    /** The purchase's invoice, on the customer's list. */
    async insertInvoice(row: typeof invoices.$inferInsert) {
      await db.insert(invoices).values(row);
    },

    /** What auto-assignment reads besides the writers: the site's settings (its flag, its language) and the customer's language. */
    async assignmentSettings(siteId: string, customerId: string) {
      const [row] = await db
        .select({ clientId: sites.clientId, name: sites.name, settings: sites.settings, customerLanguage: users.language })
        .from(sites)
        .leftJoin(users, and(eq(users.siteId, sites.id), eq(users.id, customerId)))
        .where(eq(sites.id, siteId))
        .limit(1);
      return row;
    },

    /**
     * The site's active writers with their load, in one query, locked (FOR UPDATE) until the order's
     * transaction ends: open orders (below 100 %), orders assigned in the 7 days before `now`, and of
     * their completed orders with a due date, how many were completed by the end of that day (UTC).
     */
    lockWritersWithLoad(siteId: string, now: Date) {
      const completedWithDue = sql`${orders.statusPercentage} >= 100 and ${orders.dueDate} is not null and ${orders.completedAt} is not null`;
      const load = db
        .select({
          open: sql<number>`count(*) filter (where ${orders.statusPercentage} < 100)`.mapWith(Number).as('open_orders'),
          lastWeek: sql<number>`count(*) filter (where ${orders.assignedAt} > ${now.toISOString()}::timestamptz - interval '7 days')`
            .mapWith(Number)
            .as('last_week'),
          dueCompleted: sql<number>`count(*) filter (where ${completedWithDue})`.mapWith(Number).as('due_completed'),
          onTime: sql<number>`count(*) filter (where ${completedWithDue} and ${orders.completedAt} < ${orders.dueDate} + interval '1 day')`
            .mapWith(Number)
            .as('on_time'),
        })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.writerId, users.id)))
        .as('load');
      return db
        .select({ id: users.id, writerData: users.writerData, open: load.open, lastWeek: load.lastWeek, dueCompleted: load.dueCompleted, onTime: load.onTime })
        .from(users)
        .innerJoinLateral(load, sql`true`)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'writer'), isNull(users.deactivatedAt)))
        .orderBy(users.id)
        .for('update', { of: users });
    },

    // ---- The customer's account.

    /** The customer as the sender of the writer's notification. */
    async customerAsSender(siteId: string, customerId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, profileImg: users.profileImg })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, customerId)))
        .limit(1);
      return row;
    },

    /** The bought package is no longer pending: the order exists. */
    async clearPendingPurchase(siteId: string, customerId: string) {
      await db
        .update(users)
        .set({ pendingPurchasePackageId: null })
        .where(and(eq(users.siteId, siteId), eq(users.id, customerId)));
    },

    /** What the receipt and the welcome e-mail need of the buyer. */
    async buyer(siteId: string, customerId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, language: users.language, passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, customerId)));
      return row;
    },

    /** A new customer account; undefined when the e-mail was registered on the site a moment before. */
    async insertCustomer(row: typeof users.$inferInsert) {
      const [created] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: [users.siteId, users.email] })
        .returning({ id: users.id });
      return created;
    },

    /** An unclaimed account takes the buyer's names, language (when given) and pending purchase. */
    async takeOverAccount(
      siteId: string,
      userId: string,
      set: { firstName: string; lastName: string; pendingPurchasePackageId: string; language?: TLanguage },
    ) {
      await db
        .update(users)
        .set(set)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    },
  };
}

export type CheckoutRepo = ReturnType<typeof checkoutRepo>;
