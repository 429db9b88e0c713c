import { and, eq, getTableColumns, sql, asc, desc, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { checkoutClicks, critiques, invoices, orderEvents, orders, users, type TPackageSnapshot, notifications, orderFollowups } from '../../db/schema.ts';
import type { PrincipalCtx, AuthedCtx } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { jsonObject, revive, timestampKeys, type JsonFields } from '../../lib/json-row.ts';
import type { TRole } from '@draftdesk/contract';

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSummary = Pick<InvoiceRow, 'id' | 'packageName' | 'status' | 'price' | 'currency' | 'refundAmount'>;
export type OrderUpdate = Partial<Omit<typeof orders.$inferInsert, 'id' | 'siteId' | 'customerId'>>;

/** Who may see an order as its customer: the signed-in user on the request's site. */
export interface Owner {
  siteId: string;
  customerId: string;
}
export const ownerOf = (ctx: PrincipalCtx): Owner => ({ siteId: ctx.siteId, customerId: ctx.principal.id });

const writer = alias(users, 'writer');
const customer = alias(users, 'customer');
const personColumns = (u: typeof writer | typeof customer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImg: u.profileImg,
  email: u.email,
});

/** A person joined to an order; every field is null when the join found no one. */
export type Person = { id: string | null; firstName: string | null; lastName: string | null; profileImg: string | null; email: string | null };

/** The customer's order page: the order, its people and its latest invoice. */
export interface OrderDetail {
  order: OrderRow;
  writer: Person | null;
  customer: Person;
  invoice: InvoiceSummary | null;
}

/** A row of the customer's order list. */
export interface OrderListRow {
  id: string;
  orderNumber: number;
  package: Pick<TPackageSnapshot, '_id' | 'packageName' | 'packagePrice' | 'currency'>;
  price: number;
  currency: string;
  statusPercentage: number;
  createdAt: Date;
  completedAt: Date | null;
  writerFirstName: string | null;
  writerLastName: string | null;
}

const orderFields = getTableColumns(orders);
const orderDates = timestampKeys(orderFields);
const invoiceFields = {
  id: invoices.id,
  packageName: invoices.packageName,
  status: invoices.status,
  price: invoices.price,
  currency: invoices.currency,
  refundAmount: invoices.refundAmount,
} satisfies JsonFields;
const listFields = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  // Only what a list row shows: the snapshot's services can be large.
  package: sql`json_build_object('_id', ${orders.package}->'_id', 'packageName', ${orders.package}->'packageName', 'packagePrice', ${orders.package}->'packagePrice', 'currency', ${orders.package}->'currency')`,
  price: orders.price,
  currency: orders.currency,
  statusPercentage: orders.statusPercentage,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  writerFirstName: writer.firstName,
  writerLastName: writer.lastName,
} satisfies JsonFields;
const listDates = timestampKeys(listFields);

/** Builds a query on first use only: a repo made for one transaction should not prepare what it never runs. */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const ownerIs = and(eq(orders.siteId, sql.placeholder('siteId')), eq(orders.customerId, sql.placeholder('customerId')), eq(orders.hideOrder, false));

/** Orders as their customer sees them: every query carries the site, the owner and hides hidden orders. */
export function ordersRepo(db: Db) {
  const own = (o: Owner, id: string) => and(eq(orders.id, id), eq(orders.siteId, o.siteId), eq(orders.customerId, o.customerId), eq(orders.hideOrder, false));

  // The customer's dashboard and order page are the hottest reads: each is one prepared query (per
  // connection on PostgreSQL) returning one json value, so a request neither builds SQL, nor has it
  // parsed and planned again, nor maps columns one by one (lib/json-row.ts).
  const detailQuery = once(() =>
    db
      .select({
        detail: sql<OrderDetail>`json_build_object(
          'order', ${jsonObject(orderFields)},
          'writer', case when ${writer.id} is null then null else ${jsonObject(personColumns(writer))} end,
          'customer', ${jsonObject(personColumns(customer))},
          'invoice', (select ${jsonObject(invoiceFields)} from ${invoices}
                      where ${and(eq(invoices.orderId, orders.id), eq(invoices.siteId, orders.siteId), eq(invoices.customerId, orders.customerId))}
                      order by ${invoices.createdAt} desc limit 1))`,
      })
      .from(orders)
      .innerJoin(customer, and(eq(customer.id, orders.customerId), eq(customer.siteId, orders.siteId)))
      .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
      .where(and(eq(orders.id, sql.placeholder('id')), ownerIs))
      .limit(1)
      .prepare('orders_own_detail'),
  );

  const listQuery = once(() =>
    db
      .select({ rows: sql<unknown[]>`coalesce(json_agg(${jsonObject(listFields)} order by ${orders.createdAt} desc), '[]'::json)` })
      .from(orders)
      .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
      .where(ownerIs)
      .prepare('orders_list_own'),
  );

  return {
    async findOwn(o: Owner, id: string, opts: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> {
      const q = db.select().from(orders).where(own(o, id)).limit(1);
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** The order with its writer, its customer and its latest invoice, in one query. */
    async findOwnDetail(o: Owner, id: string): Promise<OrderDetail | undefined> {
      const [row] = await detailQuery().execute({ id, siteId: o.siteId, customerId: o.customerId });
      if (!row) return undefined;
      const { detail } = row;
      revive(detail.order, orderDates);
      return detail;
    },

    /** Newest first, with the writer's name. */
    async listOwn(o: Owner): Promise<OrderListRow[]> {
      const [{ rows }] = await listQuery().execute({ siteId: o.siteId, customerId: o.customerId });
      return rows.map((r) => revive<OrderListRow>(r, listDates));
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

/** Who reads orders in the writer area: a writer sees the orders assigned to them, reviewers every order of the site. */
export interface StaffScope {
  siteId: string;
  userId: string;
  role: TRole;
}
export const scopeOf = (ctx: AuthedCtx): StaffScope => ({ siteId: ctx.siteId, userId: ctx.user.id, role: ctx.user.role });

/** The site always; for a writer also the assignment. Customers (never routed here) see nothing. */
function visible(s: StaffScope): SQL {
  const site = eq(orders.siteId, s.siteId);
  if (s.role === 'writer') return and(site, eq(orders.writerId, s.userId))!;
  if (s.role === 'reviewer' || s.role === 'admin') return site;
  return sql`false`;
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  package: orders.package,
  statusPercentage: orders.statusPercentage,
  dueDate: orders.dueDate,
  writerArchived: orders.writerArchived,
  revisionData: orders.revisionData,
  createdAt: orders.createdAt,
  assignedAt: orders.assignedAt,
  completedAt: orders.completedAt,
  customer: personColumns(customer),
};

/** Orders as the writer area sees them: every query carries the site and, for writers, the assignment. */
export function writerOrdersRepo(db: Db) {
  const one = (s: StaffScope, id: string) => and(eq(orders.id, id), visible(s));
  const withCustomer = and(eq(customer.id, orders.customerId), eq(customer.siteId, orders.siteId));

  return {
    async find(s: StaffScope, id: string, opts: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> {
      const q = db.select().from(orders).where(one(s, id)).limit(1);
      const [row] = opts.forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** The order with its customer and writer, in one query. */
    async findWithPeople(s: StaffScope, id: string) {
      const [row] = await db
        .select({ order: orders, customer: personColumns(customer), writer: personColumns(writer) })
        .from(orders)
        .innerJoin(customer, withCustomer)
        .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
        .where(one(s, id))
        .limit(1);
      return row;
    },

    /** The writer's orders, newest first: the archived ones or the others. */
    listAssigned(s: StaffScope, archived?: boolean) {
      const archive = archived === undefined ? undefined : eq(orders.writerArchived, archived);
      return db
        .select(listColumns)
        .from(orders)
        .innerJoin(customer, withCustomer)
        .where(and(visible(s), archive))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** Every order of the site with its customer and writer (the reviewer's list). */
    listSite(s: StaffScope) {
      return db
        .select({ ...listColumns, writer: personColumns(writer) })
        .from(orders)
        .innerJoin(customer, withCustomer)
        .leftJoin(writer, and(eq(writer.id, orders.writerId), eq(writer.siteId, orders.siteId)))
        .where(visible(s))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async update(s: StaffScope, id: string, set: OrderUpdate): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(one(s, id))
        .returning();
      return row;
    },

    /** Which services of the order have follow-up questions, and whether they were published. */
    followupsOf(siteId: string, orderId: string) {
      return db
        .select({ serviceId: orderFollowups.serviceId, publishedAt: orderFollowups.publishedAt })
        .from(orderFollowups)
        .where(and(eq(orderFollowups.siteId, siteId), eq(orderFollowups.orderId, orderId)));
    },

    /** The free review the order was bought from: its checkout click (order_created's event) named the review. */
    async reviewOf(siteId: string, orderId: string): Promise<{ id: string; score: number | null } | null> {
      const [row] = await db
        .select({ id: critiques.id, score: sql<number | null>`(${critiques.report}->'scores'->>'overall')::int` })
        .from(orderEvents)
        .innerJoin(checkoutClicks, and(eq(checkoutClicks.siteId, orderEvents.siteId), sql`${checkoutClicks.id} = ${orderEvents.data}->>'checkoutClickId'`))
        .innerJoin(critiques, and(eq(critiques.siteId, checkoutClicks.siteId), eq(critiques.id, checkoutClicks.critiqueId)))
        .where(and(eq(orderEvents.siteId, siteId), eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'order_created')))
        .limit(1);
      return row ?? null;
    },

    /** A user's notifications about one order, newest first. */
    notificationsAbout(siteId: string, userId: string, orderId: string, limit = 50) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.siteId, siteId), eq(notifications.userId, userId), eq(notifications.orderId, orderId)))
        .orderBy(desc(notifications.createdAt), asc(notifications.id))
        .limit(limit);
    },
  };
}

export type WriterOrdersRepo = ReturnType<typeof writerOrdersRepo>;
export type WriterListRow = Awaited<ReturnType<WriterOrdersRepo['listAssigned']>>[number];
export type ReviewerListRow = Awaited<ReturnType<WriterOrdersRepo['listSite']>>[number];
