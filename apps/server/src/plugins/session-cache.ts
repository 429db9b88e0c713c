import { LRUCache } from 'lru-cache';
import type { EventBus } from '../adapters/realtime/index.ts';
import type { Principal } from '../lib/context.ts';

/** A live session as the session check judges it: whose it is and the times its expiry is judged by. */
export interface CachedSession {
  principal: Principal;
  siteId: string;
  remember: boolean;
  lastSeenAtMs: number;
  expiresAtMs: number;
}

/** How long an entry may be used without a change being heard: the bound should an event ever be lost. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;

/**
 * This instance's live sessions, by the hash of their id, so that a request that needs no more than
 * who is asking costs no query. A session's user and role never change; any change to its row (the
 * last-seen time, deletion by logout, rotation, a password change, expiry, a deleted user or site)
 * reaches every instance from a trigger (migration 0005) and drops the entry. The instance that
 * makes the change drops it at once too.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: MAX_ENTRIES, ttl: SESSION_CACHE_TTL_MS });
  /** Bumped by every drop: a read from the database that began before it must not be cached. */
  private generation = 0;

  get(idHash: string): CachedSession | undefined {
    return this.entries.get(idHash);
  }

  /** Taken before reading a session from the database, handed back to `store`. */
  ticket(): number {
    return this.generation;
  }

  /** Caches what the database said, unless a session changed while it was being read. */
  store(ticket: number, idHash: string, session: CachedSession): void {
    if (ticket === this.generation) this.entries.set(idHash, session);
  }

  drop(idHash: string): void {
    this.generation += 1;
    this.entries.delete(idHash);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Drops a session whenever any instance changes it, and everything when changes may have been missed. */
export function watchSessionChanges(bus: EventBus, cache: SessionCache): void {
  bus.on((e) => {
    if (e.k === 'session-changed') cache.drop(e.idHash);
    else if (e.k === 'bus-reconnected') cache.clear();
  });
}
