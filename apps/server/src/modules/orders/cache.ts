import { LRUCache } from 'lru-cache';
import type { TCustomerOrder, TCustomerOrderListItem, TInvoice, TOrderStats } from '@draftdesk/contract';
import type { Owner } from './repo.ts';

/** A customer's order list as presented, with what the 6-month chart is drawn from (it moves with the date). */
export interface CachedOrderList {
  version: number;
  orders: TCustomerOrderListItem[];
  stats: TOrderStats;
  createdAt: Date[];
}

/** One order's page as presented. */
export interface CachedOrderPage {
  version: number;
  order: TCustomerOrder;
  invoice: TInvoice | null;
}

const MAX_CUSTOMERS = 10_000;
const MAX_PAGES = 20_000;

/**
 * This instance's customers' order lists and order pages, each kept with the customer's orders version
 * it was read at. The version lives in the customer's row and is bumped in the writing transaction by
 * triggers (migrations 0007 and 0009) whenever a list or page of theirs would change: a request reads the
 * version (one primary-key query) and uses what is cached only at that version, so a write on any
 * instance, or straight in the database, is seen by the very next read, and there is nothing to invalidate.
 */
export class CustomerOrderCache {
  private readonly lists = new LRUCache<string, CachedOrderList>({ max: MAX_CUSTOMERS });
  private readonly pages = new LRUCache<string, CachedOrderPage>({ max: MAX_PAGES });

  /** The cached list if it was read at this version. */
  list(o: Owner, version: number): CachedOrderList | undefined {
    return current(this.lists.get(`${o.siteId}:${o.customerId}`), version);
  }

  /** Keeps a list read after its version was (a later write makes the version move on, never back). */
  keepList(o: Owner, list: CachedOrderList): void {
    this.lists.set(`${o.siteId}:${o.customerId}`, list);
  }

  page(o: Owner, orderId: string, version: number): CachedOrderPage | undefined {
    return current(this.pages.get(`${o.siteId}:${o.customerId}:${orderId}`), version);
  }

  keepPage(o: Owner, orderId: string, page: CachedOrderPage): void {
    this.pages.set(`${o.siteId}:${o.customerId}:${orderId}`, page);
  }
}

const current = <T extends { version: number }>(hit: T | undefined, version: number): T | undefined =>
  hit?.version === version ? hit : undefined;
