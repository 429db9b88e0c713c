import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows of a raw statement, the same on node-postgres and PGlite. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
