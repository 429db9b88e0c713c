import { findModule } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { ordersRepo, type OrderRow } from './repo.ts';
import type { OrderTx } from './tx.ts';
import { scopeOf, writerOrdersRepo } from './staff-repo.ts';

/**
 * Runs `fn` in one transaction holding the order locked (FOR UPDATE), found
 * through the writer's scope: an order of another writer or site is 404.
 * The OrderTx is the customer journey's, so completeModule works unchanged.
 */
export function withAssignedOrder<T>(deps: Deps, ctx: AuthedCtx, orderId: string, fn: (t: OrderTx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
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
