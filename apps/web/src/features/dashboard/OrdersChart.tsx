import type { TMonthCount } from '@draftdesk/contract';
import { monthOf } from '../../lib/format.ts';
import classes from './OrdersChart.module.css';

/** The y axis: whole orders, about four steps whatever the largest month. */
function ticksFor(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = top; value >= 0; value -= step) ticks.push(value);
  return ticks;
}

/**
 * Spec 01 §9: orders per month over the last 6 months, as six bars drawn with plain elements (a charting
 * library weighed ~400 KB for this). Decorative for assistive technology: the page gives the same numbers
 * as a table; nothing inside it can take focus.
 */
export default function OrdersChart({ chart }: { chart: TMonthCount[] }) {
  const ticks = ticksFor(Math.max(0, ...chart.map((m) => m.orders)));
  const top = ticks[0] ?? 1;
  return (
    <div className={classes.chart} aria-hidden data-testid="orders-chart">
      <div className={classes.axis}>
        {ticks.map((value) => (
          <span key={value} style={{ bottom: `${(value / top) * 100}%` }}>
            {value}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        {ticks.map((value) => (
          <div key={value} className={classes.grid} style={{ bottom: `${(value / top) * 100}%` }} />
        ))}
        {chart.map((m) => (
          <div key={m.month} className={classes.column}>
            <div className={classes.bar} style={{ height: `${(m.orders / top) * 100}%` }} title={String(m.orders)} />
            <span className={classes.month}>{monthOf(m.month)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
