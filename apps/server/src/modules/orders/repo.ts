import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoices, orderEvents, orders, users, type TPackageSnapshot } from '../../db/schema.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderUpdate = Partial<Omit<typeof orders.$inferInsert, 'id' | 'siteId' | 'customerId'>>;

/** Who may see an order as its customer: the signed-in user on the request's site. */
export interface Owner {
  siteId: string;
  customerId: string;
}
export const ownerOf = (ctx: AuthedCtx): Owner => ({ siteId: ctx.siteId, customerId: ctx.user.id });

const writer = alias(users, 'writer');
const customer = alias(users, 'customer');
const personColumns = (u: typeof writer | typeof customer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImg: u.profileImg,
  email: u.email,
});

/** Orders as their customer sees them: every query carries the site, the owner and hides hidden orders. */
export function ordersRepo(db: Db) {
  const own = (o: Owner, id: string) =>
    and(eq(orders.id, id), eq(orders.siteId, o.siteId), eq(orders.customerId, o.customerId), eq(orders.hideOrder, false));

  return {
    async findOwn(o: Owner, id: string, opts: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> {
      const q = db.select().from(orders).where(own(o, id)).limit(1);
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** The order with its writer and customer in one query. */
    async findOwnDetail(o: Owner, id: string) {
      const [row] = await db
        .select({ order: orders, writer: personColumns(writer), customer: personColumns(customer) })
        .from(orders)
        .innerJoin(customer, and(eq(customer.id, orders.customerId), eq(customer.siteId, orders.siteId)))
        .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
        .where(own(o, id))
        .limit(1);
      return row;
    },

    /** Newest first, with the writer's name. */
    listOwn(o: Owner) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          // Only what a list row shows: the snapshot's services can be large.
          package: sql<Pick<TPackageSnapshot, '_id' | 'packageName' | 'packagePrice' | 'currency'>>`jsonb_build_object('_id', ${orders.package}->'_id', 'packageName', ${orders.package}->'packageName', 'packagePrice', ${orders.package}->'packagePrice', 'currency', ${orders.package}->'currency')`,
          price: orders.price,
          currency: orders.currency,
          statusPercentage: orders.statusPercentage,
          createdAt: orders.createdAt,
          completedAt: orders.completedAt,
          writerFirstName: writer.firstName,
          writerLastName: writer.lastName,
        })
        .from(orders)
        .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
        .where(and(eq(orders.siteId, o.siteId), eq(orders.customerId, o.customerId), eq(orders.hideOrder, false)))
        .orderBy(desc(orders.createdAt));
    },

    async invoiceOf(o: Owner, orderId: string) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.siteId, o.siteId), eq(invoices.customerId, o.customerId), eq(invoices.orderId, orderId)))
        .orderBy(desc(invoices.createdAt))
        .limit(1);
      return row;
    },

    async update(o: Owner, id: string, set: OrderUpdate): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(own(o, id))
        .returning();
      return row;
    },

    async addEvent(siteId: string, orderId: string, actorId: string | null, kind: string, data: Record<string, unknown> = {}) {
      await db.insert(orderEvents).values({ id: newId(), siteId, orderId, actorId, kind, data });
    },
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;
