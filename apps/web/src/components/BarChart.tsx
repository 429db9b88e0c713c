import classes from './BarChart.module.css';

export interface Bar {
  /** Unique among the bars. */
  key: string;
  /** Shown under the bar. */
  label: string;
  /** A negative value draws a bar down from the zero line (a month whose refunds exceeded its payments). */
  value: number;
}

/** The axis step: 1, 2 or 5 times a power of ten, at least `min`, so about four steps reach the largest bar. */
export function niceStep(rough: number, min = 1): number {
  if (!(rough > min)) return min;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(min, step);
}

/**
 * The y axis's ticks, top first, down to 0 or, with a negative `min`, past it to a step below it: about four
 * steps over the whole range. Without negatives the axis starts at 0 and reaches at least one step up.
 */
export function ticksFor(max: number, min = 0): number[] {
  const high = Math.max(0, max);
  const low = Math.min(0, min);
  const step = niceStep((high - low) / 4);
  const top = low < 0 ? Math.ceil(high / step) * step : Math.max(step, Math.ceil(high / step) * step);
  const bottom = low < 0 ? Math.floor(low / step) * step : 0;
  const ticks: number[] = [];
  // `+ 0` turns -0 into 0, so the axis never writes "-0".
  for (let value = top; value >= bottom; value -= step) ticks.push(value + 0);
  return ticks;
}

export interface BarBox {
  key: string;
  /** Percent of the plot's height, from its bottom. */
  bottom: number;
  height: number;
  negative: boolean;
}

/** Where each tick, the zero line and each bar sit in the plot, in percent of its height from the bottom. */
export function barLayout(bars: Bar[]) {
  const ticks = ticksFor(Math.max(0, ...bars.map((b) => b.value)), Math.min(0, ...bars.map((b) => b.value)));
  const top = ticks[0];
  const bottom = ticks[ticks.length - 1];
  const at = (value: number) => ((value - bottom) / (top - bottom)) * 100;
  const zero = at(0);
  return {
    ticks: ticks.map((value) => ({ value, at: at(value) })),
    zero,
    boxes: bars.map((b): BarBox => ({ key: b.key, bottom: at(Math.min(0, b.value)), height: at(Math.abs(b.value)) - at(0), negative: b.value < 0 })),
  };
}

/**
 * A bar chart drawn with plain elements (a charting library weighed ~400 KB for this). Decorative for
 * assistive technology: the page gives the same numbers as a table; nothing inside it can take focus.
 * `format` writes the axis's numbers (and each bar's tooltip), e.g. as money; `labelEvery` labels only every
 * n-th bar (the last one always), for many bars on a narrow screen. A negative value is drawn below a solid zero
 * line, hatched in the alert colour; `negativeLabel` then says in words, under the chart, what those bars are, so
 * the colour is not the only sign.
 */
export function BarChart({
  bars,
  format = String,
  testId,
  labelEvery = 1,
  negativeLabel,
}: {
  bars: Bar[];
  format?: (value: number) => string;
  testId?: string;
  labelEvery?: number;
  negativeLabel?: string;
}) {
  const labelled = (index: number) => (bars.length - 1 - index) % labelEvery === 0;
  const layout = barLayout(bars);
  const wide = Math.max(...layout.ticks.map((tick) => format(tick.value).length)) > 3;
  const hasNegative = layout.boxes.some((box) => box.negative);
  const chart = (
    <div className={classes.chart} aria-hidden data-testid={testId} data-sparse={labelEvery > 1 || undefined}>
      <div className={classes.axis} data-wide={wide || undefined}>
        {layout.ticks.map((tick) => (
          <span key={tick.value} style={{ bottom: `${tick.at}%` }}>
            {format(tick.value)}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        {layout.ticks.map((tick) => (
          <div key={tick.value} className={classes.grid} style={{ bottom: `${tick.at}%` }} />
        ))}
        {hasNegative && <div className={classes.zero} style={{ bottom: `${layout.zero}%` }} data-testid={testId && `${testId}-zero`} />}
        {bars.map((b, index) => {
          const box = layout.boxes[index];
          return (
            <div key={b.key} className={classes.column}>
              <div
                className={classes.bar}
                data-negative={box.negative || undefined}
                style={{ bottom: `${box.bottom}%`, height: `${box.height}%` }}
                title={format(b.value)}
              />
              {labelled(index) && <span className={classes.label}>{b.label}</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
  if (!hasNegative || !negativeLabel) return chart;
  return (
    <div>
      {chart}
      <p className={classes.legend} data-testid={testId && `${testId}-legend`}>
        <span className={classes.swatch} aria-hidden />
        {negativeLabel}
      </p>
    </div>
  );
}
