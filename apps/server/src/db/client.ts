import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool on PostgreSQL (the shared rate-limit store queries it directly). */
  pool?: Pool;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL through a dedicated connection, PGlite in
   * process. NOTIFY in a transaction is heard after it commits. Returns unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = MIGRATIONS_DIR;

/**
 * Runs `fn` in one transaction. Drizzle types the transaction's handle apart from the database's although
 * it takes the same queries; repos are written against `Db`, so the handle is handed over as one.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/**
 * Opens the database and applies migrations. With a URL it is a real PostgreSQL
 * (through `pg`); otherwise PGlite, on disk in `dir` or in memory when dir is null.
 */
export async function openDatabase(opts: { url?: string; dir?: string | null }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle connection that dies (a PostgreSQL restart, a terminated backend) leaves the pool, which opens a
    // new one when needed; without a listener its error would end the process.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    const { listenPg } = await import('./listen.ts');
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
      listen: (channel, onPayload, onReconnect, onLost) => listenPg(url, channel, onPayload, onReconnect, onLost),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const client = opts.dir ? new PGlite(opts.dir) : new PGlite();
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), listen: (channel, onPayload) => client.listen(channel, onPayload) };
}
