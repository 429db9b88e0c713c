import { LRUCache } from 'lru-cache';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  MESSAGES,
  type TAdminAssignResponse,
  type TAdminOrderRow,
  type TAdminOrdersQuery,
  type TAdminOrdersResponse,
  type TAssignableWriter,
} from '@draftdesk/contract';
import { transaction } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { adminOrdersRepo, type AdminOrderRow } from './admin-repo.ts';
import { AdminOrderTotals } from './cache.ts';
import { notifyUser } from './notify.ts';
import { ordersRepo } from './repo.ts';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function presentRow(row: AdminOrderRow): TAdminOrderRow {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    packageName: row.packageName,
    customerName: fullName(row.customerFirstName, row.customerLastName) || row.customerEmail,
    customerEmail: row.customerEmail,
    writerId: row.writerId,
    writerName: row.writerId ? fullName(row.writerFirstName, row.writerLastName) : null,
    statusPercentage: row.statusPercentage,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hideOrder: row.hideOrder,
  };
}

export function presentAssignableWriter(w: { id: string; firstName: string | null; lastName: string | null; openOrders: number }): TAssignableWriter {
  return { _id: w.id, name: fullName(w.firstName, w.lastName), openOrders: w.openOrders };
}

type AssignableWriters = Awaited<ReturnType<ReturnType<typeof adminOrdersRepo>['assignableWriters']>>;
/**
 * The list's writers (for its filter and the assign dialog), shared for a second by the requests of a site: an admin
 * paging or searching asks for the same list many times, and a count a second old is fine there. Assigning reads
 * them afresh.
 */
const listWriters = new LRUCache<string, Promise<AssignableWriters>>({ max: 1000, ttl: 1000 });

function writersForList(deps: Deps, siteId: string): Promise<AssignableWriters> {
  const cached = listWriters.get(siteId);
  if (cached) return cached;
  const read = adminOrdersRepo(deps.db).assignableWriters(siteId);
  listWriters.set(siteId, read);
  read.catch(() => listWriters.delete(siteId));
  return read;
}

/** GET /api/admin/orders: every order of the site, newest first, with the writers an order can go to. */
export async function listAdminOrders(deps: Deps, ctx: AuthedCtx, q: TAdminOrdersQuery): Promise<TAdminOrdersResponse> {
  const repo = adminOrdersRepo(deps.db);
  const totals = deps.adminOrderTotals;
  const key = AdminOrderTotals.keyOf(ctx.siteId, q);
  const ticket = totals.ticket();
  const known = key === null ? undefined : totals.get(key);
  const [{ rows, total }, writers] = await Promise.all([repo.list(ctx.siteId, q, new Date(), known), writersForList(deps, ctx.siteId)]);
  if (key !== null && known === undefined) totals.keep(ticket, key, total);
  return {
    status: true,
    orders: rows.map(presentRow),
    total,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    writers: writers.map(presentAssignableWriter),
  };
}

/**
 * PATCH /api/admin/orders/{id}/assign: the order goes to an active writer of the site, in one transaction with its
 * event (who, from whom, to whom) and the notifications: the new writer, the writer who had it, and the customer.
 */
export async function assignOrder(deps: Deps, ctx: AuthedCtx, id: string, writerId: string): Promise<TAdminAssignResponse> {
  await transaction(deps.db, async (tx) => {
    const repo = adminOrdersRepo(tx);
    const order = await repo.lock(ctx.siteId, id);
    if (!order) throw AppError.of('orderNotFound', 404);
    const writer = (await repo.assignableWriters(ctx.siteId)).find((w) => w.id === writerId);
    if (!writer) throw new AppError(MESSAGES.writerNotAssignable, 400, { writerId: MESSAGES.writerNotAssignable });
    if (order.writerId === writerId) throw AppError.of('alreadyAssignedToWriter', 409);
    await repo.setWriter(ctx.siteId, id, writerId);
    await ordersRepo(tx).addEvent(ctx.siteId, id, ctx.user.id, 'writer_assigned_by_admin', { writerId, previous: order.writerId });
    await notifyUser(tx, ctx, writerId, id, 'order_assigned');
    if (order.writerId) await notifyUser(tx, ctx, order.writerId, id, 'order_unassigned');
    await notifyUser(tx, ctx, order.customerId, id, 'writer_changed', { name: fullName(writer.firstName, writer.lastName) });
  });
  const row = await adminOrdersRepo(deps.db).row(ctx.siteId, id);
  return { status: true, message: MESSAGES.writerAssigned, order: presentRow(row!) };
}
