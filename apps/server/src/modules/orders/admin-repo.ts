import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_ORDERS_PAGE_SIZE, type TAdminOrdersQuery } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { orderEvents, orders, users } from '../../db/schema.ts';

const customer = alias(users, 'customer');
const writer = alias(users, 'writer');

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  packageName: sql<string>`${orders.packageName}`,
  customerFirstName: customer.firstName,
  customerLastName: customer.lastName,
  customerEmail: customer.email,
  writerId: orders.writerId,
  writerFirstName: writer.firstName,
  writerLastName: writer.lastName,
  statusPercentage: orders.statusPercentage,
  dueDate: orders.dueDate,
  createdAt: orders.createdAt,
  hideOrder: orders.hideOrder,
};
export type AdminOrderRow = {
  id: string;
  orderNumber: number;
  packageName: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  writerId: string | null;
  writerFirstName: string | null;
  writerLastName: string | null;
  statusPercentage: number;
  dueDate: Date | null;
  createdAt: Date;
  hideOrder: boolean;
};

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(q: TAdminOrdersQuery, now: Date): SQL | undefined {
  const open = lt(orders.statusPercentage, 100);
  switch (q.filter) {
    case 'all':
      return undefined;
    case 'open':
      return open;
    case 'unassigned':
      return and(open, isNull(orders.writerId));
    case 'overdue':
      return and(open, lt(orders.dueDate, now));
    case 'completed':
      return sql`${orders.statusPercentage} >= 100`;
    case 'hidden':
      return eq(orders.hideOrder, true);
  }
}

/** Above this many matching customers the search keeps them in a subquery rather than a list of ids. */
const MAX_LISTED_CUSTOMERS = 500;

/**
 * What a search matches, as conditions each index can answer: the order number, the site's customers whose e-mail
 * or name matches (looked up first), and the package names among the site's distinct ones (read from
 * orders_site_package one name at a time, a handful of probes) that match. Undefined when nothing can match, so no
 * order is read at all.
 */
async function searchMatches(db: Db, siteId: string, text: string): Promise<SQL | undefined> {
  const pattern = likePattern(text);
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const customerMatch = and(
    eq(users.siteId, siteId),
    or(sql`${users.email} ilike ${pattern}`, sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`),
  );
  // One statement: the matching customers (kind 'c') and the matching package names (kind 'p').
  const found = await rawRows<{ kind: 'c' | 'p'; value: string }>(
    db,
    sql`
    with recursive names(name) as (
      (select ${orders.packageName} from ${orders} where ${orders.siteId} = ${siteId} and ${orders.packageName} is not null
        order by ${orders.packageName} limit 1)
      union all
      select (select o.package_name from ${orders} o where o.site_id = ${siteId} and o.package_name > names.name
        order by o.package_name limit 1)
      from names where names.name is not null
    )
    (select 'c' as kind, ${users.id} as value from ${users} where ${customerMatch} limit ${MAX_LISTED_CUSTOMERS + 1})
    union all
    (select 'p', name from names where name ilike ${pattern})`,
  );
  const customerIds = found.filter((r) => r.kind === 'c').map((r) => r.value);
  const packageNames = found.filter((r) => r.kind === 'p').map((r) => r.value);
  if (number === null && customerIds.length === 0 && packageNames.length === 0) return undefined;
  return or(
    number !== null ? eq(orders.orderNumber, number) : undefined,
    customerIds.length > MAX_LISTED_CUSTOMERS
      ? inArray(orders.customerId, db.select({ id: users.id }).from(users).where(customerMatch))
      : customerIds.length > 0
        ? inArray(orders.customerId, customerIds)
        : undefined,
    packageNames.length > 0 ? inArray(orders.packageName, packageNames) : undefined,
  );
}

/** Every order of a site as its admins see them. Every query is scoped by site. */
export function adminOrdersRepo(db: Db) {
  const base = () =>
    db.select(rowColumns).from(orders).innerJoin(customer, eq(customer.id, orders.customerId)).leftJoin(writer, eq(writer.id, orders.writerId));

  return {
    /**
     * One page of the site's orders, newest first, and how many there are, in one statement. The page's ids and the
     * count read the site's covering index (orders_site_created: backwards, stopping at the page); a search first
     * finds the matching customers and package names (docs/perf.md has the plans at 100,000 orders).
     */
    async list(siteId: string, q: TAdminOrdersQuery, now = new Date()): Promise<{ rows: AdminOrderRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(orders.siteId, siteId), filterOf(q, now)];
      if (q.writer) conditions.push(eq(orders.writerId, q.writer));
      // One customer's orders read orders_site_customer (site, customer, created), newest first.
      if (q.customer) conditions.push(eq(orders.customerId, q.customer));
      if (q.q) {
        const match = await searchMatches(db, siteId, q.q);
        if (!match) return { rows: [], total: 0 };
        conditions.push(match);
      }
      const where = and(...conditions);
      // The page's ids first, from the index alone; then their rows with the names.
      const page = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_ORDERS_PAGE_SIZE)
        .offset((q.page - 1) * ADMIN_ORDERS_PAGE_SIZE)
        .as('page');
      const count = () =>
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where);
      // One statement: the page's rows, each carrying the count (an uncorrelated subquery, computed once). Its own
      // "orders" is the count's: the outer one is out of its scope.
      const found = await db
        .select({ ...rowColumns, total: sql<number>`(${count()})` })
        .from(orders)
        .innerJoin(customer, eq(customer.id, orders.customerId))
        .leftJoin(writer, eq(writer.id, orders.writerId))
        .innerJoin(page, eq(page.id, orders.id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const rows = found.map(({ total: _total, ...row }) => row);
      // A page past the end has no row to carry the count.
      const total = found[0]?.total ?? (q.page > 1 ? (await count())[0].total : 0);
      return { rows, total };
    },

    async row(siteId: string, id: string): Promise<AdminOrderRow | undefined> {
      const [row] = await base()
        .where(and(eq(orders.siteId, siteId), eq(orders.id, id)))
        .limit(1);
      return row;
    },

    /** The site's writers who can take work (not deactivated), with their open orders; fewest first. */
    async assignableWriters(siteId: string) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          openOrders: sql<number>`(select count(*)::int from "orders" o where o.site_id = "users"."site_id" and o.writer_id = "users"."id" and o.status_percentage < 100)`,
        })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'writer'), isNull(users.deactivatedAt)))
        .orderBy(users.firstName, users.lastName, users.id);
    },

    /** Locks the order for the caller's transaction: its writer and customer, or undefined when it is not this site's. */
    async lock(siteId: string, id: string): Promise<{ writerId: string | null; customerId: string } | undefined> {
      const [locked] = await db
        .select({ writerId: orders.writerId, customerId: orders.customerId })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.id, id)))
        .for('update');
      return locked;
    },

    /** The order's events, newest first, with their actor's name (null: the system). */
    async events(siteId: string, orderId: string, limit = 300) {
      return db
        .select({
          id: orderEvents.id,
          kind: orderEvents.kind,
          data: orderEvents.data,
          createdAt: orderEvents.createdAt,
          actorName: sql<string | null>`case when ${users.id} is null then null else trim(${users.firstName} || ' ' || ${users.lastName}) end`,
        })
        .from(orderEvents)
        .leftJoin(users, and(eq(users.id, orderEvents.actorId), eq(users.siteId, orderEvents.siteId)))
        .where(and(eq(orderEvents.siteId, siteId), eq(orderEvents.orderId, orderId)))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
        .limit(limit);
    },

    /** The names of some people of the site, by id. */
    async namesOf(siteId: string, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(and(eq(users.siteId, siteId), inArray(users.id, ids)));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async setWriter(siteId: string, id: string, writerId: string) {
      const now = new Date();
      await db
        .update(orders)
        .set({ writerId, assignedAt: now, updatedAt: now })
        .where(and(eq(orders.siteId, siteId), eq(orders.id, id)));
    },
  };
}
