import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's dump (a file), or a migrated PostgreSQL database's name: helpers.ts copies it. */
    databaseTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; every test app starts from a copy of it (helpers.ts). Starting an empty
 * embedded cluster and running the migrations took 5-10 s per test file; loading a copy takes about one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const { default: pg } = await import('pg');
    const name = `dd_test_template_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    // A template takes no connections while it is copied: the migration's pool is closed before any test starts.
    const database = await openDatabase({ url: url.toString() });
    await database.close();
    project.provide('databaseTemplate', name);
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-db-template-')), 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
