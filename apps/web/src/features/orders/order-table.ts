import type { TCustomerOrderListItem } from '@draftdesk/contract';

export type OrderSortKey = 'orderNumber' | 'product' | 'writer' | 'status' | 'createdAt';
export type SortDirection = 'asc' | 'desc';
export interface OrderSort {
  key: OrderSortKey;
  direction: SortDirection;
}

/** Spec: the list pages past 20 rows. */
export const ORDERS_PER_PAGE = 20;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: TCustomerOrderListItem, b: TCustomerOrderListItem, key: OrderSortKey): number {
  switch (key) {
    case 'orderNumber':
      return a.orderNumber - b.orderNumber;
    case 'product':
      return collator.compare(a.package.packageName, b.package.packageName);
    case 'writer':
      // Orders without a writer come last when ascending.
      if (!a.writerName || !b.writerName) return Number(!a.writerName) - Number(!b.writerName);
      return collator.compare(a.writerName, b.writerName);
    case 'status':
      return a.statusPercentage - b.statusPercentage;
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  }
}

/** A sorted copy; ties keep the server's order (newest first). */
export function sortOrders(orders: readonly TCustomerOrderListItem[], sort: OrderSort): TCustomerOrderListItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => sign * compare(a.order, b.order, sort.key) || a.index - b.index)
    .map(({ order }) => order);
}

/** The rows of one page (1-based) and how many pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, perPage = ORDERS_PER_PAGE): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * perPage, current * perPage), pages, page: current };
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
