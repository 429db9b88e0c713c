import {
  ORDER_STATES,
  toMajorUnits,
  type TAdminReportsQuery,
  type TAdminReportsResponse,
  type TReportOrder,
  type TRevenueMonth,
  type TWriterWorkload,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { reportsRepo, type ReportOrderRow, type WorkloadRow } from './repo.ts';

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The first day (UTC) of the month `months - 1` months before `now`'s: the period's start. */
export function periodStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/** Every month of the period, oldest first, with the ledger's figures (minor units in, major units out). */
function revenueSeries(rows: { month: string; paid: number; refunded: number }[], from: Date, months: number): TRevenueMonth[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)));
    const row = byMonth.get(month);
    const paid = Number(row?.paid ?? 0);
    const refunded = Number(row?.refunded ?? 0);
    return { month, paid: toMajorUnits(paid), refunded: toMajorUnits(refunded), net: toMajorUnits(paid - refunded) };
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function presentOrder(r: ReportOrderRow): TReportOrder {
  const writer = nameOf(r.writer_first, r.writer_last);
  return {
    _id: r.id,
    orderNumber: Number(r.order_number),
    packageName: r.package_name ?? '',
    customerName: nameOf(r.customer_first, r.customer_last),
    writerName: writer || null,
    statusPercentage: Number(r.status_percentage),
    dueDate: iso(r.due_date),
    createdAt: iso(r.created_at)!,
  };
}

function presentWorkload(r: WorkloadRow): TWriterWorkload {
  return {
    writerId: r.id,
    name: nameOf(r.first_name, r.last_name),
    active: r.active,
    open: r.open,
    completed: r.completed,
    completedWithDue: r.completed_with_due,
    onTime: r.on_time,
    onTimeRate: r.completed_with_due > 0 ? r.on_time / r.completed_with_due : null,
  };
}

/**
 * GET /api/admin/reports: the site's dashboard figures over the last `months` calendar months (UTC), each an
 * aggregate query over the site's own rows; the lists are the first few, the counts complete.
 */
export async function adminReports(deps: Deps, ctx: AuthedCtx, q: TAdminReportsQuery, now = new Date()): Promise<TAdminReportsResponse> {
  const repo = reportsRepo(deps.db);
  const siteId = ctx.siteId;
  const currency = ctx.site.currency.toLowerCase();
  const from = periodStart(now, q.months);
  const [revenue, counts, unassigned, overdue, writers, rating, funnel] = await Promise.all([
    repo.revenue(siteId, currency, from),
    repo.orderCounts(siteId, from, now),
    repo.unassigned(siteId),
    repo.overdue(siteId, now),
    repo.workload(siteId, from),
    repo.rating(siteId, from),
    repo.funnel(siteId, from),
  ]);
  const series = revenueSeries(revenue, from, q.months);
  const paid = revenue.reduce((sum, r) => sum + Number(r.paid), 0);
  const refunded = revenue.reduce((sum, r) => sum + Number(r.refunded), 0);
  const byState = { 'not-started': counts.not_started, 'in-progress': counts.in_progress, completed: counts.completed };
  const average = rating.average === null ? null : Math.round(Number(rating.average) * 100) / 100;
  return {
    status: true,
    currency,
    months: q.months,
    from: from.toISOString(),
    generatedAt: now.toISOString(),
    revenue: series,
    revenueTotal: { paid: toMajorUnits(paid), refunded: toMajorUnits(refunded), net: toMajorUnits(paid - refunded) },
    ordersByState: ORDER_STATES.map((state) => ({ state, count: byState[state] })),
    counts: {
      orders: counts.orders,
      open: counts.open,
      unassigned: counts.unassigned,
      overdue: counts.overdue,
      newInPeriod: counts.new_in_period,
    },
    unassigned: unassigned.map(presentOrder),
    overdue: overdue.map(presentOrder),
    writers: writers.map(presentWorkload),
    rating: { average, responses: rating.responses, ratings: rating.ratings },
    funnel: { created: funnel.created, viewed: funnel.viewed, checkoutClicks: funnel.checkout_clicks, purchases: funnel.purchases },
  };
}
