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
 * The dashboard and the order list: the customer's visible orders, stat cards and the 6-month chart, as the
 * response body. Served from this instance's cache until a change to them is heard (cache.ts); the body is
 * serialised once a month (the chart ends with the current month).
 */
export async function customerOrdersBody(deps: Deps, ctx: PrincipalCtx, now = new Date()): Promise<string> {
  const owner = ownerOf(ctx);
  let list = deps.customerOrders.list(owner.customerId);
  if (!list) {
    const ticket = deps.customerOrders.ticket();
    const rows = await deps.repos.orders.listOwn(owner);
    list = { orders: rows.map(presentListItem), stats: orderStats(rows), createdAt: rows.map((r) => r.createdAt) };
    deps.customerOrders.keepList(ticket, owner.customerId, list);
  }
  const month = now.toISOString().slice(0, 7);
  if (list.body?.month !== month) {
    const response: TCustomerOrdersResponse = {
      status: true,
      orders: list.orders,
      stats: list.stats,
      chart: ordersPerMonth(list.createdAt, now),
      clientCurrencyType: ctx.site.currency,
    };
    list.body = { month, json: JSON.stringify(response) };
  }
  return list.body.json;
}

/**
 * One order in one query whatever its size: the order with its people and its latest invoice, as the
 * response body. Served from this instance's cache until a change to it is heard (cache.ts), serialised
 * once; a missing order is never cached.
 */
export async function customerOrderBody(deps: Deps, ctx: PrincipalCtx, id: string): Promise<string> {
  const owner = ownerOf(ctx);
  let page = deps.customerOrders.page(owner.customerId, id);
  if (!page) {
    const ticket = deps.customerOrders.ticket();
    const row = await deps.repos.orders.findOwnDetail(owner, id);
    if (!row) throw AppError.of('orderNotFound', 404);
    page = {
      order: presentCustomerOrder(row.order, row.writer, row.customer, ctx.site),
      invoice: row.invoice ? presentInvoice(row.invoice) : null,
    };
    deps.customerOrders.keepPage(ticket, owner.customerId, id, page);
  }
  if (page.json === undefined) {
    const response: TCustomerOrderResponse = { status: true, order: page.order, invoice: page.invoice, clientCurrencyType: ctx.site.currency };
    page.json = JSON.stringify(response);
  }
  return page.json;
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
