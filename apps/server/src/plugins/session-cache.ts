import type { EventBus } from '../adapters/realtime/index.ts';
import type { Principal, SessionUserRow } from '../lib/context.ts';
import { HeardCache } from '../lib/heard-cache.ts';

/** A live session as the session check judges it: whose it is and the times its expiry is judged by. */
export interface CachedSession {
  principal: Principal;
  siteId: string;
  remember: boolean;
  lastSeenAtMs: number;
  expiresAtMs: number;
}

/**
 * This instance's live sessions, by the hash of their id, so that a request that needs no more than
 * who is asking costs no query. A session's user and role never change; any change to its row that
 * matters (deletion by logout, rotation, a password change, expiry, a deleted user or site) reaches
 * every instance from a trigger (migrations 0005 and 0012) and drops the entry. The instance that
 * makes the change drops it at once too. Its last-seen time is not announced: a copy that looks idle
 * is read again before the session is ended (plugins/session.ts).
 */
export class SessionCache extends HeardCache<CachedSession> {
  constructor(live?: () => boolean) {
    super(100_000, live);
  }
}

/**
 * The signed-in users' rows as the session check loads them (with their count of visible orders), by
 * user id. Any change to a user's row reaches every instance from a trigger (migration 0010) and drops
 * it; a change to their orders or invoices bumps their orders version (migrations 0007 and 0009), which
 * is such a change.
 */
export class UserCache extends HeardCache<SessionUserRow> {
  constructor(live?: () => boolean) {
    super(50_000, live);
  }
}

/** Drops a session or a user whenever any instance changes it, and everything when changes may go unheard. */
export function watchSessionChanges(bus: EventBus, sessions: SessionCache, users: UserCache): void {
  bus.on((e) => {
    if (e.k === 'session-changed') sessions.drop(e.idHash);
    else if (e.k === 'user-changed') users.drop(e.id);
    else if (e.k === 'bus-lost' || e.k === 'bus-reconnected') {
      sessions.clear();
      users.clear();
    }
  });
}
