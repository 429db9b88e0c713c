import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TRole } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { notifications, orderFollowups, orders, users } from '../../db/schema.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import type { OrderRow, OrderUpdate } from './repo.ts';

/** Who reads orders in the writer area: a writer sees the orders assigned to them, reviewers every order of the site. */
export interface StaffScope {
  siteId: string;
  userId: string;
  role: TRole;
}
export const scopeOf = (ctx: AuthedCtx): StaffScope => ({ siteId: ctx.siteId, userId: ctx.user.id, role: ctx.user.role });

const writer = alias(users, 'writer');
const customer = alias(users, 'customer');
const person = (u: typeof writer | typeof customer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  profileImg: u.profileImg,
});
export type PersonRow = { id: string | null; firstName: string | null; lastName: string | null; email: string | null; profileImg: string | null };

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
  customer: person(customer),
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
        .select({ order: orders, customer: person(customer), writer: person(writer) })
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
        .select({ ...listColumns, writer: person(writer) })
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
