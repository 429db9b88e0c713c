import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TChatMessage } from '@draftdesk/contract';
import type { Database, Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';

/**
 * What one server instance tells the others (DESIGN §1). On PostgreSQL every
 * instance LISTENs on one channel; on PGlite there is one instance and events
 * stay in process.
 */
export type BusEvent =
  /** A chat message was stored; `message` is left out when too large for NOTIFY (receivers load it). */
  /** `to`: the participants whose unread count it raises (their sockets not following it are told). */
  | { k: 'message'; conversation: string; id: string; seq: number; message?: TChatMessage; assignedWriterId: string | null; to?: string[] }
  | { k: 'typing'; conversation: string; userId: string; name: string; typing: boolean }
  | { k: 'receipt'; conversation: string; reader: string; status: 'delivered' | 'read'; upTo: string; ids: string[]; at: string }
  /** A notification was committed: push it to the user's sockets; `mail` when it sends an e-mail. */
  | { k: 'notification'; id: string; userId: string; mail: boolean }
  /** One of the user's boards changed (a list or card written, in any tab): their open sockets reload it. */
  | { k: 'board-changed'; userId: string; boardId: string }
  /** A site's settings or hosts changed: every instance drops its cached sites (modules/site/invalidation.ts). */
  | { k: 'sites-changed' }
  /** A session row was updated or deleted (sent by a trigger, migration 0005): every instance drops it from its cache. */
  | { k: 'session-changed'; idHash: string }
  /** A user's row was updated or deleted (sent by a trigger, migration 0010): every instance drops what it cached of them. */
  | { k: 'user-changed'; id: string }
  /** Never sent: handed to this instance's handlers when LISTEN stops; events sent until it is back go unheard. */
  | { k: 'bus-lost' }
  /** Never sent: handed to this instance's handlers when LISTEN reconnects, since events sent meanwhile were lost. */
  | { k: 'bus-reconnected' };

export interface EventBus {
  readonly instanceId: string;
  on(handler: (e: BusEvent) => void | Promise<void>): void;
  /** Handled here at once and by the other instances through NOTIFY. */
  publish(e: BusEvent): Promise<void>;
  /** NOTIFY in the caller's transaction: every instance, this one too, hears it once it commits. */
  publishAfterCommit(tx: Db, e: BusEvent): Promise<void>;
  /** LISTENs; after a reconnection the handlers get `bus-reconnected`, then `onReconnect` runs. */
  start(onReconnect?: () => void): Promise<void>;
  /** Whether this instance hears the others now: the caches kept until a change is heard serve only then. */
  readonly listening: boolean;
  /**
   * Resolves once this instance has heard every event committed before the call (its own NOTIFY comes
   * back after them, in commit order). A mutating request's response waits for it (app.ts), so the
   * writer's next request never meets a cache that has not yet heard the write.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'draftdesk_events';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const NOTIFY_MAX_BYTES = 7800;
/** A `sync` never waits longer than this: should its NOTIFY be lost, the bus is lost too and the caches emptied. */
const SYNC_TIMEOUT_MS = 2000;

type EventEnvelope = { i: string | null; e: BusEvent };
/** `s`: a sync mark (`EventBus.sync`), heard by its own instance only. */
type Envelope = EventEnvelope | { i: string; s: string };

const encode = (env: EventEnvelope): string => {
  const text = JSON.stringify(env);
  if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  if (env.e.k === 'message') return JSON.stringify({ i: env.i, e: { ...env.e, message: undefined } });
  throw new Error(`bus event ${env.e.k} too large for NOTIFY`);
};

/** NOTIFY in the caller's transaction (no bus needed): every instance hears it once the transaction commits. */
export async function publishAfterCommit(tx: Db, e: BusEvent): Promise<void> {
  await tx.execute(sql`select ${notifyExpression(e)}`);
}

/**
 * The `pg_notify(...)` call that publishes `e` as publishAfterCommit does, for a statement that writes and tells in
 * one round trip (`... select pg_notify(...) from written`): every instance hears it once the statement commits.
 */
export function notifyExpression(e: BusEvent): SQL {
  return sql`pg_notify(${BUS_CHANNEL}, ${encode({ i: null, e })})`;
}

export function createBus(database: Database, log: FastifyBaseLogger): EventBus {
  const instanceId = newId();
  const handlers: ((e: BusEvent) => void | Promise<void>)[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let listening = false;
  /** Sync marks sent and not yet heard, by token: what to resolve, and the timer that gives up on them. */
  const marks = new Map<string, { resolve: () => void; timer?: NodeJS.Timeout }>();
  /** The mark the next syncs share: sent on the next turn of the event loop, after their writes committed. */
  let nextMark: Promise<void> | null = null;

  const heard = (token: string) => {
    const mark = marks.get(token);
    if (!mark) return;
    marks.delete(token);
    clearTimeout(mark.timer);
    mark.resolve();
  };
  const sendMark = (token: string) => {
    const mark = marks.get(token);
    if (!mark) return;
    mark.timer = setTimeout(() => heard(token), SYNC_TIMEOUT_MS);
    mark.timer.unref();
    const payload = JSON.stringify({ i: instanceId, s: token } satisfies Envelope);
    database.db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`).then(
      () => {},
      (err) => {
        log.warn({ err }, 'bus: sync mark not sent');
        heard(token);
      },
    );
  };

  const dispatch = (e: BusEvent) => {
    for (const h of handlers) {
      try {
        const r = h(e);
        if (r) r.catch((err) => log.error({ err, event: e.k }, 'bus handler failed'));
      } catch (err) {
        log.error({ err, event: e.k }, 'bus handler failed');
      }
    }
  };

  return {
    instanceId,
    get listening() {
      return listening;
    },
    sync() {
      if (!listening) return Promise.resolve();
      if (nextMark) return nextMark;
      const token = newId();
      nextMark = new Promise<void>((resolve) => {
        marks.set(token, { resolve });
        setImmediate(() => {
          nextMark = null;
          sendMark(token);
        });
      });
      return nextMark;
    },
    on(handler) {
      handlers.push(handler);
    },
    async publish(e) {
      dispatch(e);
      if (database.kind !== 'postgres') return;
      await database.db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${encode({ i: instanceId, e })})`);
    },
    publishAfterCommit,
    async start(onReconnect) {
      unlisten = await database.listen(
        BUS_CHANNEL,
        (payload) => {
          let env: Envelope;
          try {
            env = JSON.parse(payload) as Envelope;
          } catch {
            return log.warn({ payload: payload.slice(0, 100) }, 'bus: unreadable payload');
          }
          if ('s' in env) {
            if (env.i === instanceId) heard(env.s);
          } else if (env.i !== instanceId) {
            // Our own publish() was handled when it was sent.
            dispatch(env.e);
          }
        },
        () => {
          listening = true;
          dispatch({ k: 'bus-reconnected' });
          onReconnect?.();
        },
        () => {
          listening = false;
          dispatch({ k: 'bus-lost' });
          for (const token of [...marks.keys()]) heard(token);
        },
      );
      listening = true;
    },
    async close() {
      const u = unlisten;
      unlisten = null;
      listening = false;
      dispatch({ k: 'bus-lost' });
      await u?.();
    },
  };
}
