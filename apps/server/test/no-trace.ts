/**
 * Where a text is still stored: every text, varchar, char, json and jsonb column of every table in the public
 * schema (read from information_schema, so a table added later is searched too), each cast to text and searched
 * without case. The same on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rawRows } from '../src/lib/raw-rows.ts';

export interface Trace {
  column: string;
  needle: string;
  rows: number;
}

export async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  return rawRows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.udt_name in ('text', 'varchar', 'bpchar', 'json', 'jsonb', '_text', '_varchar')
        order by 1, 2`,
  );
}

/** Each column holding any of the needles, with how many rows hold it. */
export async function findTraces(db: Db, needles: string[]): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (const { table, column } of await textColumns(db)) {
    for (const needle of needles) {
      const [{ rows }] = await rawRows<{ rows: number }>(
        db,
        sql`select count(*)::int as rows from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      );
      if (rows > 0) traces.push({ column: `${table}.${column}`, needle, rows });
    }
  }
  return traces;
}
