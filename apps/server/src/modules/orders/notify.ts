import type { Db } from '../../db/client.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { notify } from '../notifications/service.ts';
import type { OrderRow } from './repo.ts';

/**
 * DESIGN §5: the other side of the order hears about the customer's step in
 * the app. Written in the caller's transaction; nothing when no writer is assigned.
 */
export async function notifyWriter(tx: Db, ctx: AuthedCtx, order: OrderRow, contant: string, action: string) {
  if (!order.writerId) return;
  await notifyUser(tx, ctx, order.writerId, order.id, contant, action);
}

/**
 * The notification of one user about an order, from the signed-in actor, in the
 * caller's transaction; pushed live and e-mailed after commit (notifications/service.ts).
 */
export async function notifyUser(tx: Db, ctx: AuthedCtx, userId: string, orderId: string, contant: string, action: string) {
  await notify(tx, { siteId: ctx.siteId, userId, orderId, contant, action, sender: ctx.user });
}

/** DESIGN §5: the customer hears about the writer's (or admin's) step on their order. */
export function notifyCustomer(tx: Db, ctx: AuthedCtx, order: Pick<OrderRow, 'id' | 'customerId'>, contant: string, action: string) {
  return notifyUser(tx, ctx, order.customerId, order.id, contant, action);
}
