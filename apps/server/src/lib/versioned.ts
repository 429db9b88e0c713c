import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

// Optimistic concurrency for admin edits: an edit carries the `updatedAt` it was loaded with, and the UPDATE
// matches it. The wire carries milliseconds, the column may hold microseconds, so both sides compare truncated.

/** The row still holds the version the editor loaded. */
export const sameVersion = (column: AnyPgColumn, updatedAt: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${updatedAt}::timestamptz)`;

/** The version a write leaves: now, and always later than the one it replaced (two saves in one millisecond). */
export const nextVersion = (column: AnyPgColumn): SQL<Date> => sql<Date>`greatest(now(), ${column} + interval '1 millisecond')`;

/**
 * Runs a versioned UPDATE: when it matched no row, the row is either gone (404) or someone saved in between
 * (409, and nothing was overwritten).
 */
export async function saveVersioned<T>(update: () => Promise<T | undefined>, exists: () => Promise<boolean>): Promise<T> {
  const saved = await update();
  if (saved !== undefined) return saved;
  throw (await exists()) ? AppError.of('staleWrite', 409) : AppError.of('notFound', 404);
}
