import { LRUCache } from 'lru-cache';
import type { TCustomerOrderListItem, TOrderStats } from '@draftdesk/contract';
import type { Owner } from './repo.ts';

/** A customer's order list as presented, with what the 6-month chart is drawn from (it moves with the date). */
export interface CachedOrderList {
  version: number;
  orders: TCustomerOrderListItem[];
  stats: TOrderStats;
  createdAt: Date[];
}

const MAX_CUSTOMERS = 10_000;

/**
 * This instance's customers' order lists, each kept with the version it was read at. The version lives
 * in the customer's row and is bumped in the writing transaction by triggers (migration 0007) whenever
 * the list would change, so a request reads the version (one primary-key query) and uses the cached
 * list only while it is unchanged: a write on any instance is seen by the very next read, and there is
 * nothing to invalidate.
 */
export class OrderListCache {
  private readonly lists = new LRUCache<string, CachedOrderList>({ max: MAX_CUSTOMERS });

  private static key(o: Owner): string {
    return `${o.siteId}:${o.customerId}`;
  }

  /** The cached list if it was read at this version. */
  get(o: Owner, version: number): CachedOrderList | undefined {
    const hit = this.lists.get(OrderListCache.key(o));
    return hit?.version === version ? hit : undefined;
  }

  /** Keeps a list read after its version was (a later write makes the version move on, never back). */
  set(o: Owner, list: CachedOrderList): void {
    this.lists.set(OrderListCache.key(o), list);
  }
}
