/**
 * A select built once and run again with other values (its `sql.placeholder`s), as PostgreSQL's unnamed statement.
 *
 * Drizzle's `prepare(name)` keeps the built SQL too, but as a named statement, and PostgreSQL may run a named
 * statement on one generic plan from its sixth call: right for a lookup by key, wrong for a search, whose words
 * decide its plan (and whose statements rely on tests the planner folds for the values given). An unnamed statement
 * is planned for each call's own values; what is saved is Drizzle's building of the SQL, a fifth of the job search's
 * time in the server (docs/perf.md). It is the query Drizzle's own `execute()` prepares on every call.
 */
export function builtOnce<P>(query: { prepare(name: string): P }): P {
  const unnamed = (query as unknown as { _prepare?: () => P })._prepare;
  if (typeof unnamed !== 'function') throw new Error('drizzle-orm no longer prepares an unnamed query (_prepare): see db/prepared.ts');
  return unnamed.call(query);
}
