import { describe, expect, it } from 'vitest';
import { niceStep, ticksFor } from './BarChart.tsx';

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
});
