/**
 * The PostgreSQL pool survives a connection PostgreSQL ends while it is idle
 * (a restart, a terminated backend): the next query gets a new connection and
 * the process carries on. Vitest fails the run on the unhandled error otherwise.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import { PG_BASE, postgresAvailable } from './pg-instances.ts';

const available = await postgresAvailable('the idle-connection test');

describe.skipIf(!available)('the PostgreSQL pool', () => {
  const name = `dd_pool_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;
  const admin = new pg.Client({ connectionString: PG_BASE });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_BASE);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
  });
  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers again after PostgreSQL ends its idle connections', async () => {
    await database.db.execute(sql`select 1`);
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await rawRows(database.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
  });
});
