import { describe, expect, it } from 'vitest';
import { dueDayOf, todayDay } from './dates.ts';

describe('due dates', () => {
  it('reads the calendar day of the stored UTC midnight', () => {
    expect(dueDayOf('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(dueDayOf('2026-11-26T06:16:31.971Z')).toBe('2026-11-26');
  });

  it('has no day without a date', () => {
    expect(dueDayOf(null)).toBeNull();
    expect(dueDayOf('')).toBeNull();
    expect(dueDayOf('soon')).toBeNull();
  });

  it('offers today as the earliest day, in the local calendar', () => {
    expect(todayDay(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});
