import { sql } from 'drizzle-orm';
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
  /** A site's settings or hosts changed: every instance drops its cached sites (modules/site/invalidation.ts). */
  | { k: 'sites-changed' }
  /** A session row was updated or deleted (sent by a trigger, migration 0005): every instance drops it from its cache. */
  | { k: 'session-changed'; idHash: string }
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
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'draftdesk_events';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const NOTIFY_MAX_BYTES = 7800;

type Envelope = { i: string | null; e: BusEvent };

const encode = (env: Envelope): string => {
  const text = JSON.stringify(env);
  if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  if (env.e.k === 'message') return JSON.stringify({ i: env.i, e: { ...env.e, message: undefined } });
  throw new Error(`bus event ${env.e.k} too large for NOTIFY`);
};

/** NOTIFY in the caller's transaction (no bus needed): every instance hears it once the transaction commits. */
export async function publishAfterCommit(tx: Db, e: BusEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${encode({ i: null, e })})`);
}

export function createBus(database: Database, log: FastifyBaseLogger): EventBus {
  const instanceId = newId();
  const handlers: ((e: BusEvent) => void | Promise<void>)[] = [];
  let unlisten: (() => Promise<void>) | null = null;

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
          // Our own publish() was handled when it was sent.
          if (env.i !== instanceId) dispatch(env.e);
        },
        () => {
          dispatch({ k: 'bus-reconnected' });
          onReconnect?.();
        },
      );
    },
    async close() {
      const u = unlisten;
      unlisten = null;
      await u?.();
    },
  };
}
