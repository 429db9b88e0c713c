import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-rows.ts';

/** What the readiness probe asks the database. */
export function healthRepo(db: Db) {
  return {
    /** Answers when the database does (a round trip that reads no table). */
    async ping() {
      await rawRows(db, sql`select 1`);
    },

    /** When the newest applied migration was made, from drizzle's journal table; null when none is. */
    async lastMigration() {
      const [row] = await rawRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
      return row?.last ?? null;
    },
  };
}
