import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../lib/raw-rows.ts';
import { transaction, type Db } from '../client.ts';

/** A table of the public schema as a backup reads and writes it. */
export interface TableInfo {
  name: string;
  /** The columns a row is written with: every column but generated ones. */
  columns: string[];
  /** Columns whose default is a sequence, set past the largest value after a load. */
  serials: string[];
}

/** What the manifest says of a dumped table. */
export interface DumpedTable {
  rows: number;
  columns: string[];
  sha256: string;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const identList = (names: string[]) => sql.raw(names.map((n) => `"${n.replace(/"/g, '""')}"`).join(', '));
/** Rows fetched from a cursor, and rows inserted, at a time. */
const BATCH = 1000;

/** The public schema's tables, parents before the tables whose foreign keys point at them. */
export async function describeTables(db: Db): Promise<TableInfo[]> {
  // One after the other: inside a transaction they share one connection.
  // Unlogged tables (the rate limits' counters) hold nothing of the product's: a crash forgets them, and so does a backup.
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p'`,
  );
  const columns = await rawRows<{ table: string; column: string; generated: string; dflt: string | null }>(
    db,
    sql`select table_name as "table", column_name as "column", is_generated as generated, column_default as dflt
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const keys = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const k of keys) if (unquote(k.child) !== unquote(k.parent)) parents.get(unquote(k.child))?.add(unquote(k.parent));
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const p of [...(parents.get(name) ?? [])].sort()) visit(p, seen);
    ordered.push(name);
  };
  for (const t of tables.map((x) => x.name).sort()) visit(t, new Set());
  return ordered.map((name) => {
    const own = columns.filter((c) => c.table === name);
    return {
      name,
      columns: own.filter((c) => c.generated !== 'ALWAYS').map((c) => c.column),
      serials: own.filter((c) => c.dflt?.startsWith('nextval(')).map((c) => c.column),
    };
  });
}

/**
 * Writes every table as JSON lines (`<dir>/<table>.jsonl`, one row_to_json per line) from one read-only
 * repeatable-read transaction: the files hold the database as it was when the transaction began, whatever
 * commits while they are written. (The embedded database runs the transaction alone: its writers wait.)
 */
export async function dumpTables(db: Db, dir: string): Promise<Record<string, DumpedTable>> {
  await fsp.mkdir(dir, { recursive: true });
  return transaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const out: Record<string, DumpedTable> = {};
    for (const table of await describeTables(tx)) {
      const hash = crypto.createHash('sha256');
      const file = await fsp.open(path.join(dir, `${table.name}.jsonl`), 'w');
      let rows = 0;
      try {
        await tx.execute(sql`declare dd_dump no scroll cursor for select row_to_json(t)::text as j from ${ident(table.name)} t`);
        for (;;) {
          const batch = await rawRows<{ j: string }>(tx, sql.raw(`fetch forward ${BATCH} from dd_dump`));
          if (batch.length === 0) break;
          const text = batch.map((r) => `${r.j}\n`).join('');
          hash.update(text);
          await file.write(text);
          rows += batch.length;
        }
        await tx.execute(sql`close dd_dump`);
      } finally {
        await file.close();
      }
      out[table.name] = { rows, columns: table.columns, sha256: hash.digest('hex') };
    }
    return out;
  });
}

/** How many rows each public table holds. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await describeTables(db)) {
    const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from ${ident(t.name)}`);
    counts[t.name] = row.n;
  }
  return counts;
}

/** True when no public table holds a row (migrations alone leave it empty). */
export async function isEmpty(db: Db): Promise<boolean> {
  return Object.values(await countRows(db)).every((n) => n === 0);
}

/**
 * Loads dumped tables into an empty database of the same schema, in one transaction: parents first, each row through
 * json_populate_recordset (PostgreSQL turns the JSON back into each column's type), then every sequence set past the
 * largest value, with the tables' own triggers off while rows go in. Columns the dump has and the table lacks are refused; columns the table has and the dump lacks get
 * their defaults.
 */
export async function loadTables(db: Db, dir: string, dumped: Record<string, DumpedTable>): Promise<void> {
  await transaction(db, async (tx) => {
    const tables = await describeTables(tx);
    const unknown = Object.keys(dumped).filter((name) => !tables.some((t) => t.name === name));
    if (unknown.length > 0) throw new Error(`the database has no table ${unknown.join(', ')}`);
    // The rows are loaded as they were: triggers that keep derived columns (a customer's orders_version) stay off.
    for (const table of tables) await tx.execute(sql`alter table ${ident(table.name)} disable trigger user`);
    for (const table of tables) {
      const entry = dumped[table.name];
      if (!entry || entry.rows === 0) continue;
      const missing = entry.columns.filter((c) => !table.columns.includes(c));
      if (missing.length > 0) throw new Error(`table ${table.name} has no column ${missing.join(', ')}`);
      const cols = identList(entry.columns);
      const insert = (lines: string[]) =>
        tx.execute(
          sql`insert into ${ident(table.name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(table.name)}, ${`[${lines.join(',')}]`}::json)`,
        );
      const input = readline.createInterface({ input: fs.createReadStream(path.join(dir, `${table.name}.jsonl`)), crlfDelay: Infinity });
      let lines: string[] = [];
      for await (const line of input) {
        if (!line) continue;
        lines.push(line);
        if (lines.length >= BATCH) {
          await insert(lines);
          lines = [];
        }
      }
      if (lines.length > 0) await insert(lines);
    }
    for (const table of tables) await tx.execute(sql`alter table ${ident(table.name)} enable trigger user`);
    for (const table of tables)
      for (const column of table.serials)
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), coalesce((select max(${ident(column)}) from ${ident(table.name)}), 0) + 1, false)`,
        );
  });
}

/** The next value each sequence would give, by table and column, and the column's largest value, without taking one. */
export async function sequenceStates(db: Db): Promise<Record<string, { next: number; max: number }>> {
  const out: Record<string, { next: number; max: number }> = {};
  for (const table of await describeTables(db))
    for (const column of table.serials) {
      const [{ seq }] = await rawRows<{ seq: string }>(db, sql`select pg_get_serial_sequence(${`"${table.name}"`}, ${column}) as seq`);
      // The name comes from PostgreSQL itself, quoted and schema-qualified.
      const [state] = await rawRows<{ last: string; called: boolean }>(db, sql.raw(`select last_value::text as last, is_called as called from ${seq}`));
      const [{ max }] = await rawRows<{ max: string | null }>(db, sql`select max(${ident(column)})::text as max from ${ident(table.name)}`);
      out[`${table.name}.${column}`] = { next: Number(state.last) + (state.called ? 1 : 0), max: Number(max ?? 0) };
    }
  return out;
}
