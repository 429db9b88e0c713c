import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_ORDERS_PAGE_SIZE, type TAdminOrdersQuery } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../lib/raw-rows.ts';
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

/** The list's tab, writer and customer as conditions on orders `o` (each one after an `and`), or nothing. */
function filterSql(q: TAdminOrdersQuery, now: Date): SQL {
  const parts: SQL[] = [];
  switch (q.filter) {
    case 'all':
      break;
    case 'open':
      parts.push(sql`o.status_percentage < 100`);
      break;
    case 'unassigned':
      parts.push(sql`o.status_percentage < 100 and o.writer_id is null`);
      break;
    case 'overdue':
      parts.push(sql`o.status_percentage < 100 and o.due_date < ${now.toISOString()}::timestamptz`);
      break;
    case 'completed':
      parts.push(sql`o.status_percentage >= 100`);
      break;
    case 'hidden':
      parts.push(sql`o.hide_order = true`);
      break;
  }
  if (q.writer) parts.push(sql`o.writer_id = ${q.writer}`);
  // One customer's orders read orders_site_customer (site, customer, created), newest first.
  if (q.customer) parts.push(sql`o.customer_id = ${q.customer}`);
  return parts.length > 0 ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/** Above this many matching customers the search keeps them in a subquery rather than a list of ids. */
const MAX_LISTED_CUSTOMERS = 500;

/**
 * What a search matches, as conditions on orders `o` each index can answer (after an `and`): the order number, the
 * site's customers whose e-mail or name matches (looked up first), and the package names among the site's distinct
 * ones (read from orders_site_package one name at a time, a handful of probes) that match. Undefined when nothing
 * can match, so no order is read at all. The lookup is a statement of its own on purpose: given the ids and names as
 * lists, PostgreSQL reads the few matching orders through orders_site_customer and orders_site_package; given them in
 * the same statement (a CTE, an array, a join), it cannot tell how many there are and either reads the site's whole
 * index (11 ms for "number 12") or every match (25 ms for a package all 10,000 orders have). docs/perf.md.
 */
async function searchMatches(db: Db, siteId: string, text: string): Promise<SQL | undefined> {
  const pattern = likePattern(text);
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  // `x ilike p` is `lower(x) like lower(p)` in a UTF-8 database (PostgreSQL's own definition). The customers' e-mails
  // and names are kept lower-cased in `search_text` and read from users_site_search alone: a site's 1,000 customers
  // take 0.17 ms, against 0.55 ms lowering each row's columns and 0.8 ms with `ilike`.
  const customerMatch = sql`u.site_id = ${siteId} and u.search_text like lower(${pattern})`;
  // One statement: the matching customers (kind 'c') and the matching package names (kind 'p').
  const found = await preparedRows<{ kind: 'c' | 'p'; value: string }>(
    db,
    sql`with recursive names(name) as (
        (select package_name from orders where site_id = ${siteId} and package_name is not null order by package_name limit 1)
        union all
        select (select o.package_name from orders o where o.site_id = ${siteId} and o.package_name > names.name
          order by o.package_name limit 1)
        from names where names.name is not null
      )
      (select 'c' as kind, u.id as value from users u where ${customerMatch} limit ${MAX_LISTED_CUSTOMERS + 1})
      union all
      (select 'p', name from names where name ilike ${pattern})`,
  );
  const customerIds = found.filter((r) => r.kind === 'c').map((r) => r.value);
  const packageNames = found.filter((r) => r.kind === 'p').map((r) => r.value);
  const matches: SQL[] = [];
  if (number !== null) matches.push(sql`o.order_number = ${number}`);
  if (customerIds.length > MAX_LISTED_CUSTOMERS) matches.push(sql`o.customer_id in (select u.id from users u where ${customerMatch})`);
  else if (customerIds.length > 0) matches.push(sql`o.customer_id = any(${sql.param(customerIds)}::text[])`);
  if (packageNames.length > 0) matches.push(sql`o.package_name = any(${sql.param(packageNames)}::text[])`);
  return matches.length > 0 ? sql` and (${sql.join(matches, sql` or `)})` : undefined;
}

/** A row of the list's statement: the page's order (null on a page past the end) and the count. */
type ListRow = {
  total: number;
  id: string | null;
  order_number: number;
  package_name: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  writer_id: string | null;
  writer_first_name: string | null;
  writer_last_name: string | null;
  status_percentage: number;
  due_date: string | Date | null;
  created_at: string | Date;
  hide_order: boolean;
};

/** node-postgres hands the raw statement's timestamps over as text, PGlite as dates. */
const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

function listRow(r: ListRow): AdminOrderRow {
  return {
    id: r.id!,
    orderNumber: r.order_number,
    packageName: r.package_name,
    customerFirstName: r.customer_first_name,
    customerLastName: r.customer_last_name,
    customerEmail: r.customer_email,
    writerId: r.writer_id,
    writerFirstName: r.writer_first_name,
    writerLastName: r.writer_last_name,
    statusPercentage: r.status_percentage,
    dueDate: r.due_date === null ? null : toDate(r.due_date),
    createdAt: toDate(r.created_at),
    hideOrder: r.hide_order,
  };
}

/** Every order of a site as its admins see them. Every query is scoped by site. */
export function adminOrdersRepo(db: Db) {
  const base = () =>
    db.select(rowColumns).from(orders).innerJoin(customer, eq(customer.id, orders.customerId)).leftJoin(writer, eq(writer.id, orders.writerId));

  return {
    /**
     * One page of the site's orders, newest first, and how many there are, in one statement (a search first finds its
     * customers and package names: searchMatches). The page's ids and the count read the site's covering index
     * (orders_site_created: backwards, stopping at the page). Written as SQL rather than built by the query builder,
     * which cost 0.3-0.5 ms of CPU a request (docs/perf.md has the plans at 100,000 orders).
     */
    /** A page of the list and the count of what it finds; `knownTotal`, that count when the caller has it already. */
    async list(siteId: string, q: TAdminOrdersQuery, now = new Date(), knownTotal?: number): Promise<{ rows: AdminOrderRow[]; total: number }> {
      let where = sql`o.site_id = ${siteId}${filterSql(q, now)}`;
      if (q.q) {
        const match = await searchMatches(db, siteId, q.q);
        if (!match) return { rows: [], total: 0 };
        where = sql`${where}${match}`;
      }
      const offset = (q.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
      // The page's ids first, from the index alone; then their rows with the names, each carrying the count (an
      // uncorrelated subquery, computed once). The row always comes, so a page past the end still has the count.
      const found = await preparedRows<ListRow>(
        db,
        sql`select ${knownTotal === undefined ? sql`(select count(*)::int from orders o where ${where})` : sql`${knownTotal}::int`} as total, r.*
        from (select 1) one left join (
          select o.id, o.order_number, o.package_name, c.first_name as customer_first_name, c.last_name as customer_last_name,
            c.email as customer_email, o.writer_id, w.first_name as writer_first_name, w.last_name as writer_last_name,
            o.status_percentage, o.due_date, o.created_at, o.hide_order
          from (select o.id from orders o where ${where} order by o.created_at desc, o.id desc limit ${ADMIN_ORDERS_PAGE_SIZE} offset ${offset}) page
            join orders o on o.id = page.id join users c on c.id = o.customer_id left join users w on w.id = o.writer_id
        ) r on true
        order by r.created_at desc, r.id desc`,
      );
      const total = Number(found[0]?.total ?? 0);
      return { rows: found[0]?.id == null ? [] : found.map(listRow), total };
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
