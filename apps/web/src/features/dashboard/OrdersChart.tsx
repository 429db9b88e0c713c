import '@mantine/charts/styles.layer.css';
import type { TMonthCount } from '@draftdesk/contract';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { monthOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';

/** Spec 01 §9: orders per month over the last 6 months (its own chunk, with recharts). */
export default function OrdersChart({ chart }: { chart: TMonthCount[] }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const label = t('dashboard.chartSeries');
  const data = chart.map((m) => ({ month: monthOf(m.month), [label]: m.orders }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[{ name: label, color: 'indigo.6' }]}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      tickLine="y"
      barProps={{ radius: 4 }}
      maxBarWidth={36}
    />
  );
}
