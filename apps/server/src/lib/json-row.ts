import { is, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Hot reads select one json value that PostgreSQL builds, instead of many columns: per column,
 * node-postgres and drizzle spend more (row description, parsing, mapping, timestamp strings to
 * Date) than the database spends on the whole query, and JSON.parse reads the lot at once
 * (docs/perf.md). Timestamps travel as epoch milliseconds; `revive` makes them Dates again. Text, integer,
 * boolean and jsonb columns read the same either way; the repos' tests compare with a plain select, so a column
 * whose json form differs (numeric, bigint) shows there.
 */
export type JsonFields = Record<string, AnyPgColumn | SQL>;

const isTimestamp = (f: AnyPgColumn | SQL): boolean => is(f, PgTimestamp);

/** `json_build_object('key', value, ...)` of the fields, timestamps as epoch milliseconds. */
export function jsonObject(fields: JsonFields): SQL {
  const parts = Object.entries(fields).map(([key, field]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a json key: ${key}`);
    return sql`'${sql.raw(key)}', ${isTimestamp(field) ? sql`extract(epoch from ${field}) * 1000` : field}`;
  });
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** The keys `revive` turns back into Dates. */
export function timestampKeys(fields: JsonFields): string[] {
  return Object.keys(fields).filter((key) => isTimestamp(fields[key]));
}

/** Epoch milliseconds back to Date (null stays null), in place: the object was just parsed for this call. */
export function revive<T>(value: unknown, keys: string[]): T {
  const obj = value as Record<string, unknown>;
  for (const key of keys) if (obj[key] != null) obj[key] = new Date(obj[key] as number);
  return obj as T;
}
