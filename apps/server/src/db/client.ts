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
  /**
   * The job search's connections (modules/jobs/repo.ts `searchRepo`): on PostgreSQL a pool of its own on which every
   * named statement is planned for each call's values (`plan_cache_mode=force_custom_plan`), so a search's statements
   * are parsed once per connection yet never run on one generic plan for every word; absent on PGlite.
   */
  customPlans?: Db;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL through a dedicated connection, PGlite in
   * process. NOTIFY in a transaction is heard after it commits. Returns unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
}

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
/**
 * `from`: an in-memory embedded database starts as a copy of this one (a PGlite data-dir dump), rather than from
 * an empty cluster: the tests copy one migrated database instead of migrating one per file.
 */
export async function openDatabase(opts: { url?: string; dir?: string | null; migrationsFolder?: string; from?: Blob }): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR;
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
    // Opens its connections when a search first asks. Four: a search takes about a millisecond of the database, and
    // twenty connections' backends at once left less of two cores to this process than four (docs/perf.md).
    const customPlansPool = new pg.Pool({ connectionString: opts.url, max: 4, options: '-c plan_cache_mode=force_custom_plan' });
    customPlansPool.on('error', (err) => process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`));
    const { listenPg } = await import('./listen.ts');
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      pool,
      customPlans: drizzle(customPlansPool, { schema }) as unknown as Db,
      close: async () => {
        await Promise.all([pool.end(), customPlansPool.end()]);
      },
      listen: (channel, onPayload, onReconnect, onLost) => listenPg(url, channel, onPayload, onReconnect, onLost),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const release = opts.dir ? lockEmbedded(opts.dir) : () => undefined;
  const client = opts.dir ? new PGlite(opts.dir) : new PGlite(opts.from ? { loadDataDir: opts.from } : {});
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close().finally(release),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** The embedded database's lock: it holds the pid of the one process that has the folder open. */
export const embeddedLockPath = (dir: string) => `${dir.replace(/[\\/]+$/, '')}.lock`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running process that has the embedded database in `dir` open, if any. */
export function embeddedHolder(dir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(embeddedLockPath(dir), 'utf8'));
    return holder && holder !== process.pid && isAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder (a second server, or a command line
 * tool while the server runs) would corrupt it. The folder is claimed with a lock file naming the process; a lock
 * left by a process that no longer runs (killed) is taken over. Returns the release.
 */
function lockEmbedded(dir: string): () => void {
  const lock = embeddedLockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(`The embedded database in ${dir} is open in process ${holder} (a running Draftdesk server?). Stop it first, or use DATABASE_URL.`);
      }
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}
