import { sql } from 'drizzle-orm';
import { ADMIN_REPORT_LIST_SIZE } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';

// Issue 12 item 7: the admin's reports, each an aggregate in SQL over one site's rows, reached through an
// index that starts with site_id (payments_site_created, orders_site_writer / orders_site_customer,
// critiques_site_created, checkout_clicks_site, users_site_role). docs/perf.md notes the plans.

export interface RevenueRow {
  month: string;
  paid: number;
  refunded: number;
}

export interface OrderCountsRow {
  orders: number;
  not_started: number;
  in_progress: number;
  completed: number;
  open: number;
  unassigned: number;
  overdue: number;
  new_in_period: number;
}

export interface ReportOrderRow {
  id: string;
  order_number: number;
  package_name: string | null;
  customer_first: string | null;
  customer_last: string | null;
  writer_first: string | null;
  writer_last: string | null;
  status_percentage: number;
  due_date: Date | string | null;
  created_at: Date | string;
}

export interface WorkloadRow {
  id: string;
  first_name: string;
  last_name: string;
  active: boolean;
  open: number;
  completed: number;
  completed_with_due: number;
  on_time: number;
}

export interface RatingRow {
  responses: number;
  ratings: number;
  average: string | number | null;
}

export interface FunnelRow {
  created: number;
  viewed: number;
  checkout_clicks: number;
  purchases: number;
}

/** An open order: below 100 % (as the All orders filters count it). */
const OPEN = sql.raw('o.status_percentage < 100');

/** A completed order is on time when completed by the end of its due day (the auto-assignment's rule, checkout/repo.ts). */
const ON_TIME = sql.raw(`o.completed_at < o.due_date + interval '1 day'`);

/** The questions of the survey copy on the response's order (o), when that copy is the survey answered; else none. */
const SURVEY_QUESTIONS = sql.raw(`case when o.package->'surveyDetails'->>'_id' = r.survey_id
  and jsonb_typeof(o.package->'surveyDetails'->'questions') = 'array' then o.package->'surveyDetails'->'questions' else '[]'::jsonb end`);

const orderColumns = sql`o.id, o.order_number, o.package->>'packageName' as package_name, c.first_name as customer_first,
  c.last_name as customer_last, w.first_name as writer_first, w.last_name as writer_last, o.status_percentage, o.due_date, o.created_at`;

export function reportsRepo(db: Db) {
  return {
    /** The ledger per calendar month (UTC) in the site's currency: payments in, refunds (negative rows) out. */
    revenue(siteId: string, currency: string, from: Date) {
      return rawRows<RevenueRow>(
        db,
        sql`select to_char(date_trunc('month', p.created_at at time zone 'UTC'), 'YYYY-MM') as month,
              coalesce(sum(p.amount) filter (where p.kind <> 'refund'), 0)::bigint::float8 as paid,
              coalesce(-sum(p.amount) filter (where p.kind = 'refund'), 0)::bigint::float8 as refunded
            from payments p
            where p.site_id = ${siteId} and p.created_at >= ${from.toISOString()}::timestamptz and lower(p.currency) = ${currency}
            group by 1 order by 1`,
      );
    },

    /** Every order of the site by state, open, unassigned, overdue, and new in the period: one pass. */
    async orderCounts(siteId: string, from: Date, now: Date): Promise<OrderCountsRow> {
      const [row] = await rawRows<OrderCountsRow>(
        db,
        sql`select count(*)::int as orders,
              count(*) filter (where o.status_percentage <= 0)::int as not_started,
              count(*) filter (where o.status_percentage > 0 and ${OPEN})::int as in_progress,
              count(*) filter (where o.status_percentage >= 100)::int as completed,
              count(*) filter (where ${OPEN})::int as open,
              count(*) filter (where ${OPEN} and o.writer_id is null)::int as unassigned,
              count(*) filter (where ${OPEN} and o.due_date < ${now.toISOString()}::timestamptz)::int as overdue,
              count(*) filter (where o.created_at >= ${from.toISOString()}::timestamptz)::int as new_in_period
            from orders o where o.site_id = ${siteId}`,
      );
      return row;
    },

    /** The Unassigned queue, oldest first (orders_site_writer finds writer_id null). */
    unassigned(siteId: string) {
      return rawRows<ReportOrderRow>(
        db,
        sql`select ${orderColumns} from orders o join users c on c.id = o.customer_id left join users w on w.id = o.writer_id
            where o.site_id = ${siteId} and o.writer_id is null and ${OPEN}
            order by o.created_at, o.id limit ${ADMIN_REPORT_LIST_SIZE}`,
      );
    },

    /** Open orders past their due date, the most overdue first. */
    overdue(siteId: string, now: Date) {
      return rawRows<ReportOrderRow>(
        db,
        sql`select ${orderColumns} from orders o join users c on c.id = o.customer_id left join users w on w.id = o.writer_id
            where o.site_id = ${siteId} and ${OPEN} and o.due_date < ${now.toISOString()}::timestamptz
            order by o.due_date, o.id limit ${ADMIN_REPORT_LIST_SIZE}`,
      );
    },

    /**
     * Each writer of the site (active, or deactivated with open or recently completed orders): open orders now,
     * and of the orders completed in the period, those with a due date and those completed on time.
     */
    workload(siteId: string, from: Date) {
      const done = sql`o.status_percentage >= 100 and o.completed_at >= ${from.toISOString()}::timestamptz`;
      return rawRows<WorkloadRow>(
        db,
        sql`select u.id, u.first_name, u.last_name, (u.deactivated_at is null) as active, l.open, l.completed, l.completed_with_due, l.on_time
            from users u
            cross join lateral (
              select count(*) filter (where ${OPEN})::int as open,
                count(*) filter (where ${done})::int as completed,
                count(*) filter (where ${done} and o.due_date is not null)::int as completed_with_due,
                count(*) filter (where ${done} and o.due_date is not null and ${ON_TIME})::int as on_time
              from orders o where o.site_id = ${siteId} and o.writer_id = u.id
            ) l
            where u.site_id = ${siteId} and u.role = 'writer' and (u.deactivated_at is null or l.open > 0 or l.completed > 0)
            order by l.open desc, u.first_name, u.last_name, u.id`,
      );
    },

    /**
     * The period's feedback surveys: how many, how many rating answers (numbers), and their mean on a 5-star scale.
     * A survey's rating question has 2-10 stars: each answer counts as rating / max * 5, its max read from the survey
     * copy the order keeps (order.package.surveyDetails, the one the customer answered); 5 when the copy has none.
     */
    async rating(siteId: string, from: Date): Promise<RatingRow> {
      const [row] = await rawRows<RatingRow>(
        db,
        sql`select count(distinct r.id)::int as responses, count(v.stars)::int as ratings, avg(v.stars)::float8 as average
            from survey_responses r
            left join orders o on o.id = r.order_id and o.site_id = r.site_id
            left join lateral (
              select e.value::numeric / coalesce(q.max, 5) * 5 as stars
              from jsonb_each(r.answers) e
              left join lateral (
                select case when jsonb_typeof(x->'max') = 'number' and (x->>'max')::numeric > 0 then (x->>'max')::numeric end as max
                from jsonb_array_elements(${SURVEY_QUESTIONS}) x
                where x->>'id' = e.key
                limit 1
              ) q on true
              where jsonb_typeof(e.value) = 'number'
            ) v on true
            where r.site_id = ${siteId} and r.created_at >= ${from.toISOString()}::timestamptz`,
      );
      return row;
    },

    /**
     * The period's free reviews, and how many of them were viewed, had a checkout click, and led to an order
     * bought through one of their clicks (order_created events carry the click). The lateral joins make each
     * step an index lookup per review (critique_views_critique) or per order of the period (order_events_order),
     * where a semi-join would hash every site's views or scan every site's events.
     */
    async funnel(siteId: string, from: Date): Promise<FunnelRow> {
      const since = sql`${from.toISOString()}::timestamptz`;
      const [row] = await rawRows<FunnelRow>(
        db,
        sql`with c as (select id from critiques where site_id = ${siteId} and created_at >= ${since})
            select (select count(*) from c)::int as created,
              (select count(*) from c cross join lateral (select 1 from critique_views v where v.critique_id = c.id limit 1) v)::int as viewed,
              (select count(*) from c where c.id in (
                select k.critique_id from checkout_clicks k where k.site_id = ${siteId} and k.created_at >= ${since} and k.critique_id is not null
              ))::int as checkout_clicks,
              (select count(*) from c where c.id in (
                select k.critique_id from orders o
                cross join lateral (
                  select e.data->>'checkoutClickId' as click from order_events e where e.order_id = o.id and e.kind = 'order_created' limit 1
                ) e
                join checkout_clicks k on k.id = e.click
                where o.site_id = ${siteId} and o.created_at >= ${since} and k.site_id = ${siteId}
              ))::int as purchases`,
      );
      return row;
    },
  };
}
