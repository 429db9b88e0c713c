import type { TAdminReportsResponse, TReportOrder } from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import type { CsvCell } from '../../../lib/csv.ts';

/** One table of the dashboard as a CSV file: its name (without the date), header and rows, in the page's language. */
export interface CsvTable {
  name: string;
  header: string[];
  rows: CsvCell[][];
}

const p = (key: string) => `admin.reports.${key}`;

/** The CSV of every table the dashboard shows, built from the JSON it shows them from (amounts in major units). */
export function reportTables(t: TFunction, r: TAdminReportsResponse, stateLabel: (state: string) => string) {
  const currency = r.currency.toUpperCase();
  const orders = (name: string, list: TReportOrder[]): CsvTable => ({
    name,
    header: [t(p('col.order')), t(p('col.package')), t(p('col.customer')), t(p('col.writer')), t(p('col.progress')), t(p('col.due')), t(p('col.created'))],
    rows: list.map((o) => [
      o.orderNumber,
      o.packageName,
      o.customerName,
      o.writerName ?? '',
      o.statusPercentage,
      o.dueDate?.slice(0, 10) ?? '',
      o.createdAt.slice(0, 10),
    ]),
  });
  return {
    revenue: {
      name: 'revenue-by-month',
      header: [t(p('col.month')), t(p('col.currency')), t(p('col.paid')), t(p('col.refunded')), t(p('col.net'))],
      rows: r.revenue.map((m) => [m.month, currency, m.paid, m.refunded, m.net]),
    },
    states: {
      name: 'orders-by-state',
      header: [t(p('col.state')), t(p('col.orders'))],
      rows: r.ordersByState.map((s) => [stateLabel(s.state), s.count]),
    },
    unassigned: orders('unassigned-orders', r.unassigned),
    overdue: orders('overdue-orders', r.overdue),
    writers: {
      name: 'writer-workload',
      header: [t(p('col.writer')), t(p('col.open')), t(p('col.completed')), t(p('col.completedWithDue')), t(p('col.onTime')), t(p('col.onTimeRate'))],
      rows: r.writers.map((w) => [
        w.name,
        w.open,
        w.completed,
        w.completedWithDue,
        w.onTime,
        w.onTimeRate === null ? '' : Math.round(w.onTimeRate * 1000) / 10,
      ]),
    },
    funnel: {
      name: 'free-review-funnel',
      header: [t(p('col.step')), t(p('col.reviews'))],
      rows: (['created', 'viewed', 'checkoutClicks', 'purchases'] as const).map((step) => [t(p(`funnel.${step}`)), r.funnel[step]]),
    },
  } satisfies Record<string, CsvTable>;
}
