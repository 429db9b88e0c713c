/**
 * A select built once and run again with other values (its `sql.placeholder`s): what is saved is Drizzle's building
 * of the SQL, a fifth of the job search's time in the server (docs/perf.md).
 *
 * Without a name it runs as PostgreSQL's unnamed statement, parsed and planned for each call's own values (the query
 * Drizzle's own `execute()` prepares on every call). With a name it is a named statement, parsed once per connection:
 * only for connections that plan every call for its values (`customPlans` in db/client.ts). Elsewhere PostgreSQL may
 * run a named statement on one generic plan from its sixth call: right for a lookup by key, wrong for a search, whose
 * words decide its plan (and whose statements rely on tests the planner folds for the values given).
 */
export function builtOnce<P>(query: { prepare(name: string): P }, name?: string): P {
  if (name !== undefined) return query.prepare(name);
  const unnamed = (query as unknown as { _prepare?: () => P })._prepare;
  if (typeof unnamed !== 'function') throw new Error('drizzle-orm no longer prepares an unnamed query (_prepare): see db/prepared.ts');
  return unnamed.call(query);
}
