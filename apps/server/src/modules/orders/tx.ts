import { MESSAGES, findModule, statusPercentage } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Refusal } from './policy.ts';
import { ordersRepo, ownerOf, type OrderRow, type OrderUpdate, type OrdersRepo } from './repo.ts';

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
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
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
