import { MESSAGES, findModule, statusPercentage } from '@draftdesk/contract';
import { transaction, type Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Refusal } from './policy.ts';
import { ordersRepo, ownerOf, type OrderRow, type OrderUpdate, type OrdersRepo, scopeOf, writerOrdersRepo } from './repo.ts';

export function throwRefusal(refusal: Refusal): void {
  if (refusal) throw new AppError(MESSAGES[refusal.key], refusal.status);
}

export interface OrderTx {
  tx: Db;
  orders: OrdersRepo;
  order: OrderRow;
  /** Writes the locked order through the scope it was found with (the customer's, or the assigned writer's). */
  save(set: OrderUpdate): Promise<OrderRow>;
}

/**
 * Runs `fn` in one transaction holding the customer's own order locked
 * (FOR UPDATE), so concurrent writes to the same order take turns. A missing
 * order, or one of another customer or site, is 404; any throw rolls back.
 */
export function withOwnOrder<T>(deps: Deps, ctx: AuthedCtx, orderId: string, fn: (t: OrderTx) => Promise<T>): Promise<T> {
  return transaction(deps.db, async (tx) => {
    const orders = ordersRepo(tx);
    const order = await orders.findOwn(ownerOf(ctx), orderId, { forUpdate: true });
    if (!order) throw AppError.of('orderNotFound', 404);
    return fn({ tx, orders, order, save: (set) => orders.update(ownerOf(ctx), orderId, set) });
  });
}

/**
 * DESIGN §5: marks a module complete and recomputes statusPercentage in the
 * caller's transaction; reaching 100 sets completedAt. Records the event.
 */
export async function completeModule(
  t: OrderTx,
  ctx: AuthedCtx,
  serviceId: string,
  taskId: string,
  event: { kind?: string; data?: Record<string, unknown> } = {},
): Promise<OrderRow> {
  const found = findModule(t.order.package, serviceId, taskId);
  if (!found) throw AppError.of('taskNotInPackage', 422);
  const now = new Date();
  const completedTasks = [...t.order.completedTasks, { taskId, serviceId, serviceType: found.service.serviceName, completedAt: now.toISOString() }];
  const percentage = statusPercentage(t.order.package, completedTasks);
  const updated = await t.save({
    completedTasks,
    statusPercentage: percentage,
    ...(percentage >= 100 && !t.order.completedAt ? { completedAt: now } : {}),
  });
  await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, event.kind ?? 'task_completed', {
    taskId,
    serviceId,
    statusPercentage: percentage,
    ...event.data,
  });
  t.order = updated;
  return updated;
}

/**
 * An admin's undo of completeModule, in the caller's transaction: the module is
 * no longer done and statusPercentage follows; below 100 the order is open again.
 */
export async function reopenModule(t: OrderTx, ctx: AuthedCtx, serviceId: string, taskId: string, event: { kind: string; data?: Record<string, unknown> }) {
  const completedTasks = t.order.completedTasks.filter((c) => !(c.serviceId === serviceId && c.taskId === taskId));
  const percentage = statusPercentage(t.order.package, completedTasks);
  const updated = await t.save({ completedTasks, statusPercentage: percentage, ...(percentage < 100 ? { completedAt: null } : {}) });
  await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, event.kind, { taskId, serviceId, statusPercentage: percentage, ...event.data });
  t.order = updated;
  return updated;
}

/**
 * Runs `fn` in one transaction holding the order locked (FOR UPDATE), found
 * through the staff scope (scopeOf): a writer's own assignment, the whole site
 * for its admins. An order of another writer or site is 404.
 * The OrderTx is the customer journey's, so completeModule works unchanged.
 */
export function withAssignedOrder<T>(deps: Deps, ctx: AuthedCtx, orderId: string, fn: (t: OrderTx) => Promise<T>): Promise<T> {
  return transaction(deps.db, async (tx) => {
    const repo = writerOrdersRepo(tx);
    const scope = scopeOf(ctx);
    const order = await repo.find(scope, orderId, { forUpdate: true });
    if (!order) throw AppError.of('orderNotFound', 404);
    return fn({ tx, orders: ordersRepo(tx), order, save: (set) => repo.update(scope, orderId, set) });
  });
}

/** An order the caller may read in the writer area, with its customer and writer; 404 otherwise. */
export async function readableOrder(deps: Deps, ctx: AuthedCtx, orderId: string) {
  const row = await writerOrdersRepo(deps.db).findWithPeople(scopeOf(ctx), orderId);
  if (!row) throw AppError.of('orderNotFound', 404);
  return row;
}

/**
 * The service of the order that carries the module. Pages of a module the
 * order does not have do not exist (404); writes to one are refused (422).
 */
export function serviceWithModule(order: OrderRow, serviceId: string, taskId: string, missing: 404 | 422) {
  const found = findModule(order.package, serviceId, taskId);
  if (!found) throw missing === 404 ? AppError.of('notFound', 404) : AppError.of('taskNotInPackage', 422);
  return found.service;
}

/** The site flags of the writer area. */
export function flagsOf(ctx: AuthedCtx) {
  const f = ctx.site.settings?.website_settings;
  return {
    approvalEnabled: f?.enable_revisions_approval_feature ?? false,
    hideWord: f?.hide_ms_word_document ?? false,
    notesEnabled: f?.enable_writer_notes ?? false,
  };
}
