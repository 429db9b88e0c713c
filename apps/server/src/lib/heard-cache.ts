import { LRUCache } from 'lru-cache';

/** How long an entry may be used without a change being heard: the bound should an event ever be lost. */
export const HEARD_CACHE_TTL_MS = 60_000;

/**
 * A per-instance cache of what the database said, kept until the database says it changed: triggers
 * NOTIFY every instance on the bus when a source row changes (modules and migrations say which), and the
 * bus's handlers drop the entry. So a request served from it makes no query.
 *
 * - A read that began before any drop is not kept (`ticket` then `store`): it may have raced the change.
 * - Nothing is kept while the bus is not listening (`live`), since changes would go unheard; the bus's
 *   handlers empty the cache when it stops and again when it listens again, so nothing is served then either.
 * - Entries live `HEARD_CACHE_TTL_MS` at most.
 */
export class HeardCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  /** Bumped by every drop: a read from the database that began before it must not be kept. */
  private generation = 0;

  constructor(
    max: number,
    private readonly live: () => boolean = () => true,
  ) {
    this.entries = new LRUCache<string, V>({ max, ttl: HEARD_CACHE_TTL_MS });
  }

  /** Nothing is kept while the bus is not listening, and the cache is emptied when it stops: no check needed here. */
  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Taken before reading from the database, handed back to `store`. */
  ticket(): number {
    return this.generation;
  }

  /** Whether what was read under this ticket may still be kept. */
  current(ticket: number): boolean {
    return ticket === this.generation && this.live();
  }

  /** Keeps what the database said, unless anything changed while it was being read. */
  store(ticket: number, key: string, value: V): void {
    if (this.current(ticket)) this.entries.set(key, value);
  }

  drop(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
