import type { TMonthCount } from '@draftdesk/contract';
import { BarChart } from '../../components/BarChart.tsx';
import { monthOf } from '../../lib/format.ts';

/** Spec 01 §9: orders per month over the last 6 months, as six bars (the page gives the numbers as a table). */
export default function OrdersChart({ chart }: { chart: TMonthCount[] }) {
  return <BarChart bars={chart.map((m) => ({ key: m.month, label: monthOf(m.month), value: m.orders }))} testId="orders-chart" />;
}
