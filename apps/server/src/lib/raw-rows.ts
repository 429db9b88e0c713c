import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The rows of a raw statement, the same on node-postgres and PGlite. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * `rawRows` as a named prepared statement, for a hot statement of a fixed shape: each PostgreSQL connection parses it
 * once and keeps its plan, where an unnamed one is parsed and planned again on every call (for the admin's order
 * list, planning cost about as much as running it). The name is the text's hash, so the statement's variants (its
 * filters) are statements of their own. PGlite runs it as any statement.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const result = (await session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as { rows: T[] };
  return result.rows;
}

/** A statement's name: its text's hash. */
const statementName = (text: string) => `dd_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
