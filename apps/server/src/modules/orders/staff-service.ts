import {
  MESSAGES,
  dueBucket,
  dueDateFromDay,
  dueDateRefusal,
  servicesAwaitingCustomer,
  writerOrderCounts,
  type TArchiveOrderRequest,
  type TArchiveOrderResponse,
  type TReviewerOrdersResponse,
  type TSetDueDateRequest,
  type TSetDueDateResponse,
  type TWriterDashboardResponse,
  type TWriterOrderResponse,
  type TWriterOrdersResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { presentNotification } from '../notifications/routes.ts';
import { notifyCustomer } from './notify.ts';
import { isOrderCompleted } from './policy.ts';
import { listItemOf, presentReviewerListItem, presentWriterListItem, presentWriterOrder } from './presenter.ts';
import { scopeOf, writerOrdersRepo } from './repo.ts';
import { readableOrder, withAssignedOrder } from './tx.ts';

/** GET /api/writer/orders: the writer's orders, newest first; ?archived=true lists the archived ones instead. */
export async function listWriterOrders(deps: Deps, ctx: AuthedCtx, archived: boolean): Promise<TWriterOrdersResponse> {
  const rows = await writerOrdersRepo(deps.db).listAssigned(scopeOf(ctx), archived);
  return { status: true, orders: rows.map(presentWriterListItem) };
}

/** GET /api/writer/dashboard: counts, due soon, overdue, drafts awaiting the customer, the latest notifications. */
export async function writerDashboard(deps: Deps, ctx: AuthedCtx, now = new Date()): Promise<TWriterDashboardResponse> {
  const rows = await writerOrdersRepo(deps.db).listAssigned(scopeOf(ctx));
  const open = rows.filter((r) => r.statusPercentage < 100 && !r.writerArchived);
  const byDue = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.dueDate!.getTime() - b.dueDate!.getTime();
  const notifications = await deps.repos.notifications.list(ctx.siteId, ctx.user.id, 5);
  return {
    status: true,
    counts: writerOrderCounts(rows),
    dueSoon: open
      .filter((r) => dueBucket(r.dueDate, now) === 'due-soon')
      .sort(byDue)
      .map(presentWriterListItem),
    overdue: open
      .filter((r) => dueBucket(r.dueDate, now) === 'overdue')
      .sort(byDue)
      .map(presentWriterListItem),
    awaitingCustomer: open
      .map((r) => ({ row: r, serviceIds: servicesAwaitingCustomer(r.revisionData) }))
      .filter((x) => x.serviceIds.length > 0)
      .map((x) => ({ ...presentWriterListItem(x.row), serviceIds: x.serviceIds })),
    notifications: notifications.map(presentNotification),
  };
}

/** GET /api/reviewer/orders: every order of the site, read-only, with both e-mails. */
export async function reviewerOrders(deps: Deps, ctx: AuthedCtx): Promise<TReviewerOrdersResponse> {
  const rows = await writerOrdersRepo(deps.db).listSite(scopeOf(ctx));
  return { status: true, orders: rows.map(presentReviewerListItem) };
}

/** The order as the writer area shows it (the admin's order page too), and the row it was read from; 404 when the caller may not read it. */
export async function writerOrderView(deps: Deps, ctx: AuthedCtx, id: string, includeWriter: boolean) {
  const row = await readableOrder(deps, ctx, id);
  const repo = writerOrdersRepo(deps.db);
  const [followups, critique] = await Promise.all([repo.followupsOf(ctx.siteId, row.order.id), repo.reviewOf(ctx.siteId, row.order.id)]);
  return { row, order: presentWriterOrder(row.order, { customer: row.customer, writer: includeWriter ? row.writer : null }, followups, critique) };
}

/** GET /api/writer/orders/{id}: the order detail; the writer's details only with includeWriter. */
export async function getWriterOrder(deps: Deps, ctx: AuthedCtx, id: string, includeWriter: boolean): Promise<TWriterOrderResponse> {
  const { row, order } = await writerOrderView(deps, ctx, id, includeWriter);
  // The order's activity as its writer received it; reviewers read the same list.
  const notifications = row.order.writerId ? await writerOrdersRepo(deps.db).notificationsAbout(ctx.siteId, row.order.writerId, row.order.id) : [];
  return { status_code: 200, status: true, order, sortedNotifications: notifications.map(presentNotification) };
}

/** PATCH /api/writer/orders/set-due-date: a calendar day, not past, not on a completed order; the customer is told. */
export async function setDueDate(deps: Deps, ctx: AuthedCtx, body: TSetDueDateRequest, now = new Date()): Promise<TSetDueDateResponse> {
  const dueDate = dueDateFromDay(body.dueDate);
  if (!dueDate) throw new AppError(MESSAGES.fieldInvalidDate, 400, { dueDate: MESSAGES.fieldInvalidDate });
  await withAssignedOrder(deps, ctx, body.orderId, async (t) => {
    const refusal = dueDateRefusal(dueDate, now, isOrderCompleted(t.order));
    if (refusal === 'order-completed') throw AppError.of('dueDateOrderCompleted', 409);
    if (refusal === 'past') throw new AppError(MESSAGES.dueDatePast, 400, { dueDate: MESSAGES.dueDatePast });
    const updated = await t.save({ dueDate });
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'due_date_set', { dueDate: body.dueDate, previous: t.order.dueDate?.toISOString() ?? null });
    await notifyCustomer(t.tx, ctx, updated, 'due_date_set');
  });
  return { status: true, message: MESSAGES.dueDateSet, order: await listItem(deps, ctx, body.orderId) };
}

/** PATCH /api/writer/orders/archive: the writer's own archive flag; the customer is not told. */
export async function archiveOrder(deps: Deps, ctx: AuthedCtx, body: TArchiveOrderRequest): Promise<TArchiveOrderResponse> {
  await withAssignedOrder(deps, ctx, body.orderId, async (t) => {
    await t.save({ writerArchived: body.archived });
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, body.archived ? 'writer_archived' : 'writer_unarchived');
  });
  return { status: true, message: body.archived ? MESSAGES.archivedSet : MESSAGES.unarchivedSet, order: await listItem(deps, ctx, body.orderId) };
}

async function listItem(deps: Deps, ctx: AuthedCtx, id: string) {
  const row = await readableOrder(deps, ctx, id);
  return listItemOf(row.order, row.customer);
}
