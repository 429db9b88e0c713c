import type { TCustomerOrderListItem } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { nextSort, pageOf, sortOrders } from './order-table.ts';

const order = (n: number, name: string, writer: string | null, percent: number, day: number): TCustomerOrderListItem => ({
  _id: `o${n}`,
  orderNumber: n,
  package: { _id: 'p', packageName: name, packagePrice: 1, currency: 'usd' },
  price: 1,
  currency: 'usd',
  listPrice: null,
  statusPercentage: percent,
  writerName: writer,
  createdAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
  completedAt: null,
});

const orders = [order(3, 'resume', 'Wren', 40, 3), order(1, 'Bundle', null, 100, 1), order(2, 'cover', 'Ann', 0, 2)];
const numbers = (list: TCustomerOrderListItem[]) => list.map((o) => o.orderNumber);

describe('sortOrders', () => {
  it('sorts by each column, both ways', () => {
    expect(numbers(sortOrders(orders, { key: 'orderNumber', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(numbers(sortOrders(orders, { key: 'product', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(numbers(sortOrders(orders, { key: 'status', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(numbers(sortOrders(orders, { key: 'createdAt', direction: 'desc' }))).toEqual([3, 2, 1]);
  });

  it('puts orders without a writer last when ascending', () => {
    expect(numbers(sortOrders(orders, { key: 'writer', direction: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('does not change its input', () => {
    sortOrders(orders, { key: 'orderNumber', direction: 'asc' });
    expect(numbers(orders)).toEqual([3, 1, 2]);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i);
  it('cuts pages of 20 and clamps the page number', () => {
    expect(pageOf(rows, 1)).toMatchObject({ pages: 3, page: 1 });
    expect(pageOf(rows, 3).rows).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ rows: [], pages: 1, page: 1 });
  });
});

describe('nextSort', () => {
  it('starts ascending and flips on the same column', () => {
    expect(nextSort({ key: 'status', direction: 'desc' }, 'product')).toEqual({ key: 'product', direction: 'asc' });
    expect(nextSort({ key: 'product', direction: 'asc' }, 'product')).toEqual({ key: 'product', direction: 'desc' });
  });
});
