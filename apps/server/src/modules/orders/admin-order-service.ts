import {
  MESSAGES,
  dueDateFromDay,
  dueDateRefusal,
  findModule,
  type MessageKey,
  type TAdminOrderEvent,
  type TAdminOrderPatch,
  type TAdminOrderResponse,
  type TAdminOrderWriteResponse,
  type TAdminTaskRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { auditRepo } from '../audit/repo.ts';
import { adminOrdersRepo } from './admin-repo.ts';
import { presentAssignableWriter } from './admin-service.ts';
import { notifyCustomer, notifyWriter } from './notify.ts';
import { isOrderCompleted, isStaleWrite, refuseAdminModuleChange } from './policy.ts';
import { fullName } from './presenter.ts';
import type { OrderRow, OrderUpdate } from './repo.ts';
import { writerOrderView } from './staff-service.ts';
import { completeModule, reopenModule, throwRefusal, withAssignedOrder, type OrderTx } from './tx.ts';

type EventRow = { id: string; kind: string; data: Record<string, unknown>; createdAt: Date; actorName: string | null };

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A timeline entry in the page's words: the module and service from the order's package, the writer by name. */
function presentEvent(e: EventRow, order: OrderRow, names: Map<string, string>): TAdminOrderEvent {
  const serviceId = text(e.data.serviceId);
  const taskId = text(e.data.taskId);
  const found = serviceId && taskId ? findModule(order.package, serviceId, taskId) : null;
  const service = serviceId ? order.package.packageServices.find((s) => s._id === serviceId) : undefined;
  const writerId = text(e.data.writerId);
  return {
    _id: e.id,
    kind: e.kind,
    at: e.createdAt.toISOString(),
    actorName: e.actorName || null,
    serviceName: service?.serviceName ?? text(e.data.service) ?? null,
    moduleTitle: found?.module.title ?? null,
    writerName: writerId ? (names.get(writerId) ?? null) : null,
    dueDate: e.kind === 'due_date_set' || e.kind === 'due_date_changed_by_admin' ? text(e.data.dueDate) : null,
    reason: text(e.data.reason),
  };
}

/** GET /api/admin/orders/{id}: the order as its writer sees it, what only admins see, its timeline (events and admin audit entries, newest first), and the writers it can go to. */
export async function getAdminOrder(deps: Deps, ctx: AuthedCtx, id: string): Promise<TAdminOrderResponse> {
  const { row, order } = await writerOrderView(deps, ctx, id, true);
  const repo = adminOrdersRepo(deps.db);
  const [events, audit, writers] = await Promise.all([
    repo.events(ctx.siteId, id),
    auditRepo(deps.db).history(ctx.siteId, 'order', id),
    repo.assignableWriters(ctx.siteId),
  ]);
  const all: EventRow[] = [...events, ...audit.map((a) => ({ ...a, kind: a.action }))].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  const names = await repo.namesOf(ctx.siteId, [...new Set(all.map((e) => text(e.data.writerId)).filter((w): w is string => w !== null))]);
  return {
    status: true,
    order: {
      ...order,
      hideOrder: row.order.hideOrder,
      customerName: fullName(row.customer.firstName, row.customer.lastName) || (row.customer.email ?? ''),
      writerName: row.writer?.id ? fullName(row.writer.firstName, row.writer.lastName) : null,
    },
    timeline: all.map((e) => presentEvent(e, row.order, names)),
    writers: writers.map(presentAssignableWriter),
  };
}

/** The order locked for an admin's write, refused when it changed after the admin loaded it (nothing is written). */
function withLoadedOrder<T>(deps: Deps, ctx: AuthedCtx, id: string, loadedAt: string, fn: (t: OrderTx) => Promise<T>) {
  return withAssignedOrder(deps, ctx, id, async (t) => {
    if (isStaleWrite(t.order, loadedAt)) throw AppError.of('staleWrite', 409);
    return fn(t);
  });
}

/**
 * PATCH /api/admin/orders/{id}: hides or shows the order to its customer, sets or clears its due day (a new day
 * follows the writer's rule: not past, not on a completed order). Each change is an order event. A new or cleared
 * due day is told to the order's writer, if any, and to its customer unless the order is hidden from them; the
 * same day again changes nothing and tells no one.
 */
export async function updateAdminOrder(deps: Deps, ctx: AuthedCtx, id: string, body: TAdminOrderPatch, now = new Date()): Promise<TAdminOrderWriteResponse> {
  const done = await withLoadedOrder(deps, ctx, id, body.updatedAt, async (t) => {
    const set: OrderUpdate = {};
    const changes: { kind: string; data: Record<string, unknown>; message: MessageKey }[] = [];
    if (body.hideOrder !== undefined && body.hideOrder !== t.order.hideOrder) {
      set.hideOrder = body.hideOrder;
      changes.push({ kind: body.hideOrder ? 'order_hidden' : 'order_unhidden', data: {}, message: body.hideOrder ? 'orderHidden' : 'orderUnhidden' });
    }
    if (body.dueDate !== undefined) {
      const dueDate = body.dueDate === null ? null : dueDateFromDay(body.dueDate);
      if (dueDate?.getTime() !== t.order.dueDate?.getTime()) {
        const refusal = dueDate ? dueDateRefusal(dueDate, now, isOrderCompleted(t.order)) : null;
        if (refusal === 'order-completed') throw AppError.of('dueDateOrderCompleted', 409);
        if (refusal === 'past') throw new AppError(MESSAGES.dueDatePast, 400, { dueDate: MESSAGES.dueDatePast });
        set.dueDate = dueDate;
        changes.push({
          kind: 'due_date_changed_by_admin',
          data: { dueDate: body.dueDate, previous: t.order.dueDate?.toISOString().slice(0, 10) ?? null },
          message: dueDate ? 'dueDateSaved' : 'dueDateCleared',
        });
      }
    }
    if (changes.length === 0) return 'nothingToChange';
    const saved = await t.save(set);
    for (const c of changes) await t.orders.addEvent(ctx.siteId, id, ctx.user.id, c.kind, c.data);
    if (set.dueDate !== undefined) {
      const action = set.dueDate ? 'due_date_changed' : 'due_date_cleared';
      await notifyWriter(t.tx, ctx, saved, action);
      if (!saved.hideOrder) await notifyCustomer(t.tx, ctx, saved, action);
    }
    return changes.length === 1 ? changes[0].message : 'orderSaved';
  });
  return { ...(await getAdminOrder(deps, ctx, id)), message: MESSAGES[done] };
}

/** PATCH /api/admin/orders/{id}/tasks: a module done or not done, statusPercentage recomputed, the admin's reason in the timeline. */
export async function setModuleDone(deps: Deps, ctx: AuthedCtx, id: string, body: TAdminTaskRequest): Promise<TAdminOrderWriteResponse> {
  await withLoadedOrder(deps, ctx, id, body.updatedAt, async (t) => {
    throwRefusal(refuseAdminModuleChange(t.order, body.serviceId, body.taskId, body.done));
    const event = { kind: body.done ? 'task_marked_done_by_admin' : 'task_marked_undone_by_admin', data: { reason: body.reason } };
    if (body.done) await completeModule(t, ctx, body.serviceId, body.taskId, event);
    else await reopenModule(t, ctx, body.serviceId, body.taskId, event);
  });
  return { ...(await getAdminOrder(deps, ctx, id)), message: MESSAGES[body.done ? 'moduleMarkedDone' : 'moduleMarkedUndone'] };
}
