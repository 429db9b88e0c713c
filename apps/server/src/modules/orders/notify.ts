import type { TNotificationAction, TNotificationParams } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { notify } from '../notifications/service.ts';
import type { OrderRow } from './repo.ts';

/**
 * DESIGN §5: the other side of the order hears about the customer's step in
 * the app. Written in the caller's transaction; nothing when no writer is assigned.
 */
export async function notifyWriter(tx: Db, ctx: AuthedCtx, order: OrderRow, action: TNotificationAction) {
  if (!order.writerId) return;
  await notifyUser(tx, ctx, order.writerId, order.id, action);
}

/**
 * The notification of one user about an order, from the signed-in actor, in the
 * caller's transaction; pushed live and e-mailed after commit (notifications/service.ts).
 */
export async function notifyUser(tx: Db, ctx: AuthedCtx, userId: string, orderId: string, action: TNotificationAction, params?: TNotificationParams) {
  await notify(tx, { siteId: ctx.siteId, userId, orderId, action, params, sender: ctx.user });
}

/** DESIGN §5: the customer hears about the writer's (or admin's) step on their order. */
export function notifyCustomer(tx: Db, ctx: AuthedCtx, order: Pick<OrderRow, 'id' | 'customerId'>, action: TNotificationAction, params?: TNotificationParams) {
  return notifyUser(tx, ctx, order.customerId, order.id, action, params);
}
