import { describe, expect, it } from 'vitest';
import { orderStateOf, ZAdminReportsQuery } from './reports-schema.ts';

describe('reports', () => {
  it('name an order state by its progress', () => {
    expect(orderStateOf(0)).toBe('not-started');
    expect(orderStateOf(1)).toBe('in-progress');
    expect(orderStateOf(99)).toBe('in-progress');
    expect(orderStateOf(100)).toBe('completed');
  });

  it('cover 1 to 24 months, 12 by default', () => {
    expect(ZAdminReportsQuery.parse({})).toEqual({ months: 12 });
    expect(ZAdminReportsQuery.parse({ months: '6' })).toEqual({ months: 6 });
    expect(ZAdminReportsQuery.safeParse({ months: '25' }).success).toBe(false);
    expect(ZAdminReportsQuery.safeParse({ months: 3, x: 1 }).success).toBe(false);
  });
});
