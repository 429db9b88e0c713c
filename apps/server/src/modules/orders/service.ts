import {
  orderStats,
  ordersPerMonth,
  type TCustomerOrderResponse,
  type TCustomerOrdersResponse,
  type TInitialQuestionRequest,
  type TNoShowRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx, PrincipalCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { presentCustomerOrder, presentInvoice, presentListItem } from './presenter.ts';
import { ownerOf } from './repo.ts';
import { withOwnOrder } from './tx.ts';

/**
 * The dashboard and the order list: the customer's visible orders, stat cards and the 6-month chart.
 * Served from this instance's cache while the customer's orders version is unchanged (cache.ts).
 */
export async function listCustomerOrders(deps: Deps, ctx: PrincipalCtx, now = new Date()): Promise<TCustomerOrdersResponse> {
  const owner = ownerOf(ctx);
  // The version first: a write landing between the two reads leaves a newer list under an older version, which the
  // next request reads again; never the other way round.
  const version = await deps.repos.orders.ordersVersion(owner);
  let list = version === undefined ? undefined : deps.customerOrders.list(owner, version);
  if (!list) {
    const rows = await deps.repos.orders.listOwn(owner);
    list = { version: version ?? -1, orders: rows.map(presentListItem), stats: orderStats(rows), createdAt: rows.map((r) => r.createdAt) };
    if (version !== undefined) deps.customerOrders.keepList(owner, list);
  }
  return {
    status: true,
    orders: list.orders,
    stats: list.stats,
    chart: ordersPerMonth(list.createdAt, now),
    clientCurrencyType: ctx.site.currency,
  };
}

/**
 * One order in one query whatever its size: the order with its people and its latest invoice. Served from
 * this instance's cache while the customer's orders version is unchanged (cache.ts), read as for the list.
 */
export async function getCustomerOrder(deps: Deps, ctx: PrincipalCtx, id: string): Promise<TCustomerOrderResponse> {
  const owner = ownerOf(ctx);
  const version = await deps.repos.orders.ordersVersion(owner);
  let page = version === undefined ? undefined : deps.customerOrders.page(owner, id, version);
  if (!page) {
    const row = await deps.repos.orders.findOwnDetail(owner, id);
    if (!row) throw AppError.of('orderNotFound', 404);
    page = {
      version: version ?? -1,
      order: presentCustomerOrder(row.order, row.writer, row.customer, ctx.site),
      invoice: row.invoice ? presentInvoice(row.invoice) : null,
    };
    if (version !== undefined) deps.customerOrders.keepPage(owner, id, page);
  }
  return { status: true, order: page.order, invoice: page.invoice, clientCurrencyType: ctx.site.currency };
}

/** Spec 03 "initial question": 1-3 industries and one experience level. */
export async function answerInitialQuestion(deps: Deps, ctx: AuthedCtx, id: string, body: TInitialQuestionRequest) {
  await withOwnOrder(deps, ctx, id, async (t) => {
    await t.orders.update(ownerOf(ctx), id, { customerIndustries: body.customer_industries, yearsOfExperience: body.years_of_experience });
    await t.orders.addEvent(ctx.siteId, id, ctx.user.id, 'initial_question_answered', { ...body });
  });
  return { statusCode: 200 as const, status: true };
}

/** "Do not show again" for the ORDER COMPLETED modal. */
export async function setNoShow(deps: Deps, ctx: AuthedCtx, id: string, body: TNoShowRequest) {
  const order = await withOwnOrder(deps, ctx, id, async (t) => {
    const updated = await t.orders.update(ownerOf(ctx), id, { noShowCheck: body.noShowCheck });
    await t.orders.addEvent(ctx.siteId, id, ctx.user.id, 'no_show_set', { noShowCheck: body.noShowCheck });
    return updated;
  });
  return { status: true, noShowCheck: order.noShowCheck };
}
