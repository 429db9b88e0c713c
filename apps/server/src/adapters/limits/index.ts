import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../lib/ids.ts';

/** Counts events per key in fixed windows that start with a key's first event. */
export interface Counter {
  /** Counts one more event; the count in the current window and the milliseconds left in it. */
  hit(key: string): Promise<{ count: number; msLeft: number }>;
  /** The count in the current window without counting (0 when none). */
  peek(key: string): Promise<{ count: number; msLeft: number }>;
  reset(key: string): Promise<void>;
}

/** Where every rate limit and the login throttle count: shared by all instances on PostgreSQL, in memory on PGlite. */
export interface Limits {
  kind: 'postgres' | 'memory';
  counter(name: string, windowMs: number): Counter;
}

const TABLE = 'rate_limits';
// Counters decide nothing themselves: callers compare the count with their own maximum.
const UNLIMITED = 2 ** 30;

/**
 * rate-limiter-flexible over the database the instances share. The table is UNLOGGED (counters are
 * not worth a write-ahead log; a crash forgets them) and made here, not by a migration: it holds no data
 * of the product.
 */
export async function createLimits(database: Pick<Database, 'kind' | 'pool'>): Promise<Limits> {
  const pool = database.kind === 'postgres' ? database.pool : undefined;
  if (pool) {
    try {
      await pool.query(`create unlogged table if not exists ${TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`);
    } catch (err) {
      // Two instances starting at once: the other one made it (pg_type's unique index or the relation itself).
      const code = (err as { code?: string }).code;
      if (code !== '23505' && code !== '42P07') throw err;
    }
  }
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, windowMs: number) => {
    const id = `${name}:${windowMs}`;
    let l = limiters.get(id);
    if (!l) {
      const base = { keyPrefix: name, points: UNLIMITED, duration: windowMs / 1000 };
      l = pool
        ? new RateLimiterPostgres({
            ...base,
            storeClient: pool,
            storeType: 'pool',
            tableName: TABLE,
            tableCreated: true,
            // One sweeper of long-expired rows per process is enough.
            clearExpiredByTimeout: limiters.size === 0,
          })
        : new RateLimiterMemory(base);
      limiters.set(id, l);
    }
    return l;
  };
  // Keys become a primary key of at most 255 characters: long ones (e-mails, long paths) are hashed.
  const stored = (key: string) => (key.length > 160 ? sha256(key) : key);
  const state = (res: RateLimiterRes | null) => ({ count: res?.consumedPoints ?? 0, msLeft: res ? Math.max(res.msBeforeNext, 0) : 0 });
  return {
    kind: pool ? 'postgres' : 'memory',
    counter(name, windowMs) {
      const l = limiter(name, windowMs);
      return {
        async hit(key) {
          try {
            return state(await l.consume(stored(key)));
          } catch (err) {
            if (err instanceof RateLimiterRes) return state(err);
            throw err;
          }
        },
        async peek(key) {
          return state(await l.get(stored(key)));
        },
        async reset(key) {
          await l.delete(stored(key));
        },
      };
    },
  };
}
