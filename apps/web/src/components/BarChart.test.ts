import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, barLayout, niceStep, ticksFor, type Bar } from './BarChart.tsx';

describe('the bar chart axis', () => {
  it('steps by 1, 2 or 5 times a power of ten, never below 1', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(0.75)).toBe(1);
    expect(niceStep(1.5)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(2_250)).toBe(5_000);
  });

  it('reaches the largest value in about four steps, down to 0', () => {
    expect(ticksFor(0)).toEqual([1, 0]);
    expect(ticksFor(3)).toEqual([3, 2, 1, 0]);
    expect(ticksFor(6)).toEqual([6, 4, 2, 0]);
    expect(ticksFor(355)).toEqual([400, 300, 200, 100, 0]);
  });

  it('goes below 0 to a step past the lowest value when there is one', () => {
    expect(ticksFor(0, -50)).toEqual([0, -20, -40, -60]);
    expect(ticksFor(255, -40)).toEqual([300, 200, 100, 0, -100]);
    expect(ticksFor(6, 0)).toEqual([6, 4, 2, 0]);
    expect(ticksFor(0, -50).every((value) => !Object.is(value, -0))).toBe(true);
  });
});

const months = (values: number[]): Bar[] => values.map((value, i) => ({ key: `m${i}`, label: `M${i}`, value }));

describe('the bar layout', () => {
  it('stands positive bars on the bottom line when no value is negative, as before', () => {
    const layout = barLayout(months([100, 0, 50]));
    expect(layout.zero).toBe(0);
    expect(layout.boxes).toEqual([
      { key: 'm0', bottom: 0, height: 100, negative: false },
      { key: 'm1', bottom: 0, height: 0, negative: false },
      { key: 'm2', bottom: 0, height: 50, negative: false },
    ]);
  });

  it('draws a refund-only month down from the zero line, and the others up from it', () => {
    // Axis 300 .. -100: zero sits a quarter of the way up.
    const layout = barLayout(months([255, -40, 0]));
    expect(layout.ticks.map((tick) => tick.value)).toEqual([300, 200, 100, 0, -100]);
    expect(layout.zero).toBe(25);
    const [paid, refunded, quiet] = layout.boxes;
    expect(paid).toMatchObject({ bottom: 25, negative: false });
    expect(paid.height).toBeCloseTo(63.75);
    expect(refunded).toMatchObject({ negative: true });
    expect(refunded.bottom).toBeCloseTo(15);
    expect(refunded.height).toBeCloseTo(10);
    expect(refunded.bottom + refunded.height).toBeCloseTo(layout.zero);
    expect(quiet).toMatchObject({ bottom: 25, height: 0, negative: false });
  });

  it('fills the plot with a period of refunds only', () => {
    const layout = barLayout(months([0, -50]));
    expect(layout.zero).toBe(100);
    expect(layout.boxes[1].bottom + layout.boxes[1].height).toBeCloseTo(100);
    expect(layout.boxes[1].height).toBeCloseTo((50 / 60) * 100);
  });
});

describe('<BarChart>', () => {
  const render = (bars: Bar[], negativeLabel?: string) =>
    renderToStaticMarkup(createElement(BarChart, { bars, testId: 'revenue-chart', negativeLabel, format: (v: number) => `$${v}` }));

  it('marks a negative bar, draws the zero line and says in words what the bars below it are', () => {
    const html = render(months([255, -40]), 'Below the zero line: refunds were more than payments.');
    expect(html.match(/data-negative="true"/g)).toHaveLength(1);
    expect(html).toContain('title="$-40"');
    expect(html).toContain('data-testid="revenue-chart-zero"');
    expect(html).toContain('data-testid="revenue-chart-legend"');
    expect(html).toContain('Below the zero line: refunds were more than payments.');
  });

  it('has no zero line or legend when nothing is negative', () => {
    const html = render(months([255, 0]), 'Below the zero line: refunds were more than payments.');
    expect(html).not.toContain('data-negative');
    expect(html).not.toContain('revenue-chart-zero');
    expect(html).not.toContain('Below the zero line');
  });
});
