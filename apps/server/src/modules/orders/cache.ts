import type { TAdminOrdersQuery, TCustomerOrder, TCustomerOrderListItem, TInvoice, TOrderStats } from '@draftdesk/contract';
import type { EventBus } from '../../adapters/realtime/index.ts';
import { HeardCache } from '../../lib/heard-cache.ts';

/** A customer's order list as presented, with what the 6-month chart is drawn from (it moves with the date). */
export interface CachedOrderList {
  orders: TCustomerOrderListItem[];
  stats: TOrderStats;
  createdAt: Date[];
  /** The response body as last sent, and the month (UTC, `YYYY-MM`) its chart ends with. */
  body?: { month: string; json: string };
}

/** One order's page as presented, and its response body once sent. */
export interface CachedOrderPage {
  order: TCustomerOrder;
  invoice: TInvoice | null;
  json?: string;
}

interface CustomerEntry {
  list: CachedOrderList | null;
  pages: Map<string, CachedOrderPage>;
}

/**
 * This instance's customers' order lists and order pages, by customer, kept until a change is heard
 * (lib/heard-cache.ts). Whatever changes a list or page of theirs (their orders and invoices; the names,
 * pictures and e-mails of the customer and of their orders' writers) bumps the customer's orders version
 * in the writing transaction (migrations 0007 and 0009); that updates their user row, whose trigger tells
 * every instance (migration 0010), which drops the customer here. A site's settings change drops them all.
 */
export class CustomerOrderCache {
  private readonly customers: HeardCache<CustomerEntry>;

  constructor(live?: () => boolean) {
    this.customers = new HeardCache<CustomerEntry>(10_000, live);
  }

  ticket(): number {
    return this.customers.ticket();
  }

  list(customerId: string): CachedOrderList | undefined {
    return this.customers.get(customerId)?.list ?? undefined;
  }

  keepList(ticket: number, customerId: string, list: CachedOrderList): void {
    this.keep(ticket, customerId, (e) => (e.list = list));
  }

  page(customerId: string, orderId: string): CachedOrderPage | undefined {
    return this.customers.get(customerId)?.pages.get(orderId);
  }

  keepPage(ticket: number, customerId: string, orderId: string, page: CachedOrderPage): void {
    this.keep(ticket, customerId, (e) => e.pages.set(orderId, page));
  }

  drop(customerId: string): void {
    this.customers.drop(customerId);
  }

  clear(): void {
    this.customers.clear();
  }

  private keep(ticket: number, customerId: string, change: (e: CustomerEntry) => void): void {
    // Checked before touching a kept entry: what was read may not be kept once anything changed meanwhile.
    if (!this.customers.current(ticket)) return;
    const entry = this.customers.get(customerId) ?? { list: null, pages: new Map() };
    change(entry);
    this.customers.store(ticket, customerId, entry);
  }
}

/** Drops a customer's lists and pages when any instance changes them, and everything when changes may go unheard. */
export function watchCustomerOrderChanges(bus: EventBus, cache: CustomerOrderCache): void {
  bus.on((e) => {
    if (e.k === 'user-changed') cache.drop(e.id);
    // The pages show the site's client id.
    else if (e.k === 'sites-changed' || e.k === 'bus-lost' || e.k === 'bus-reconnected') cache.clear();
  });
}

/**
 * The admin's order list's counts (GET /api/admin/orders), by site and query, kept until a change is heard. A count
 * reads every order the query finds (a site's 10,000 orders: about as long as the rest of the page), and paging or
 * several admins ask for the same one again and again. Any write to an order bumps its customer's row (migration
 * 0007), which every instance hears as `user-changed`: that, or a change of the customers a search finds by name,
 * empties the whole cache, which only counts are kept in. The overdue filter moves with the clock and is not kept.
 */
export class AdminOrderTotals {
  private readonly totals: HeardCache<{ total: number }>;

  constructor(live?: () => boolean) {
    this.totals = new HeardCache<{ total: number }>(10_000, live);
  }

  ticket(): number {
    return this.totals.ticket();
  }

  /** The key of a list's count: its site and what it finds (not the page); null for a count that is not kept. */
  static keyOf(siteId: string, q: TAdminOrdersQuery): string | null {
    return q.filter === 'overdue' ? null : [siteId, q.filter, q.q ?? '', q.writer ?? '', q.customer ?? ''].join('\n');
  }

  get(key: string): number | undefined {
    return this.totals.get(key)?.total;
  }

  keep(ticket: number, key: string, total: number): void {
    this.totals.store(ticket, key, { total });
  }

  clear(): void {
    this.totals.clear();
  }
}

/** Empties the admin's counts when any instance changes an order or a person, and when changes may go unheard. */
export function watchAdminOrderTotals(bus: EventBus, totals: AdminOrderTotals): void {
  bus.on((e) => {
    if (e.k === 'user-changed' || e.k === 'sites-changed' || e.k === 'bus-lost' || e.k === 'bus-reconnected') totals.clear();
  });
}
