import classes from './BarChart.module.css';

export interface Bar {
  /** Unique among the bars. */
  key: string;
  /** Shown under the bar. */
  label: string;
  /** Negative values draw no bar (the page's table gives the number). */
  value: number;
}

/** The axis step: 1, 2 or 5 times a power of ten, at least `min`, so about four steps reach the largest bar. */
export function niceStep(rough: number, min = 1): number {
  if (!(rough > min)) return min;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(min, step);
}

/** The y axis's ticks, top first, down to 0: about four steps whatever the largest value. */
export function ticksFor(max: number): number[] {
  const step = niceStep(max / 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = top; value >= 0; value -= step) ticks.push(value);
  return ticks;
}

/**
 * A bar chart drawn with plain elements (a charting library weighed ~400 KB for this). Decorative for
 * assistive technology: the page gives the same numbers as a table; nothing inside it can take focus.
 * `format` writes the axis's numbers (and each bar's tooltip), e.g. as money; `labelEvery` labels only every
 * n-th bar (the last one always), for many bars on a narrow screen.
 */
export function BarChart({
  bars,
  format = String,
  testId,
  labelEvery = 1,
}: {
  bars: Bar[];
  format?: (value: number) => string;
  testId?: string;
  labelEvery?: number;
}) {
  const labelled = (index: number) => (bars.length - 1 - index) % labelEvery === 0;
  const ticks = ticksFor(Math.max(0, ...bars.map((b) => b.value)));
  const top = ticks[0] ?? 1;
  const wide = Math.max(...ticks.map((v) => format(v).length)) > 3;
  return (
    <div className={classes.chart} aria-hidden data-testid={testId} data-sparse={labelEvery > 1 || undefined}>
      <div className={classes.axis} data-wide={wide || undefined}>
        {ticks.map((value) => (
          <span key={value} style={{ bottom: `${(value / top) * 100}%` }}>
            {format(value)}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        {ticks.map((value) => (
          <div key={value} className={classes.grid} style={{ bottom: `${(value / top) * 100}%` }} />
        ))}
        {bars.map((b, index) => (
          <div key={b.key} className={classes.column}>
            <div className={classes.bar} style={{ height: `${(Math.max(0, b.value) / top) * 100}%` }} title={format(b.value)} />
            {labelled(index) && <span className={classes.label}>{b.label}</span>}
          </div>
        ))}
      </div>
    </div>
  );
}
