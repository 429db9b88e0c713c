import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../lib/raw-rows.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import type { Db } from '../client.ts';
import { dumpTables, type DumpedTable } from './tables.ts';

/** The archive format this version writes and reads; a newer one is refused. */
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: 'draftdesk-backup';
  formatVersion: number;
  createdAt: string;
  /** The database the snapshot was taken from. */
  database: 'pglite' | 'postgres';
  /** The schema: how many migrations were applied, and the last one's name. */
  migration: { count: number; tag: string };
  tables: Record<string, DumpedTable>;
  /** Uploaded files in the archive (files/<key>), by key. */
  files: Record<string, { bytes: number; sha256: string }>;
  /** Set when uploads live in S3: they are not in the archive (the bucket's versioning keeps them). */
  filesInBucket: string | null;
}

/** An archive that cannot be restored: corrupt, truncated, of a newer format or schema, or not a backup. */
export class BackupError extends Error {}

interface Journal {
  entries: { idx: number; tag: string }[];
}
export const readJournal = (dir = MIGRATIONS_DIR): Journal => JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

async function appliedMigrations(db: Db): Promise<{ count: number; tag: string }> {
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const journal = readJournal();
  return { count: row.n, tag: journal.entries[row.n - 1]?.tag ?? '' };
}

async function sha256File(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Files are immutable once stored (written whole, then renamed into place): a hard link is a copy. */
async function linkOrCopy(from: string, to: string) {
  try {
    await fsp.link(from, to);
  } catch {
    await fsp.copyFile(from, to);
  }
}

export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The local uploads folder (DATA_DIR/files); null when they live in a bucket. */
  filesDir: string | null;
  bucket?: string | null;
}

/**
 * Writes a backup archive (tar.gz): manifest.json, db/<table>.jsonl and files/<key>. The database is read in one
 * snapshot first, then the files: a row in the snapshot names a file stored before it. The archive is written under
 * a temporary name next to `out` and renamed into place, so `out` is a whole archive or nothing.
 */
export async function writeBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  const target = path.resolve(out);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(target), '.draftdesk-backup-'));
  const partial = `${target}.partial-${process.pid}`;
  try {
    const migration = await appliedMigrations(source.db);
    const tables = await dumpTables(source.db, path.join(staging, 'db'));
    const files: BackupManifest['files'] = {};
    await fsp.mkdir(path.join(staging, 'files'));
    if (source.filesDir && fs.existsSync(source.filesDir)) {
      for (const entry of await fsp.readdir(source.filesDir, { withFileTypes: true })) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const from = path.join(source.filesDir, entry.name);
        const to = path.join(staging, 'files', entry.name);
        try {
          await linkOrCopy(from, to);
        } catch (err) {
          // Removed since it was listed: not part of any state the snapshot can name.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw err;
        }
        files[entry.name] = await sha256File(to);
      }
    }
    const manifest: BackupManifest = {
      format: 'draftdesk-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: source.kind,
      migration,
      tables,
      files,
      filesInBucket: source.filesDir ? null : (source.bucket ?? 'S3'),
    };
    await fsp.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // The fastest gzip level: uploads (PDF, DOCX, images) are compressed already, and JSON shrinks well at any level.
    await tar.c({ gzip: { level: 1 }, file: partial, cwd: staging, portable: true }, ['manifest.json', 'db', 'files']);
    await fsp.rename(partial, target);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}

/**
 * Unpacks an archive into `into` (a new folder) and checks it whole before anything else happens: the manifest's
 * format and schema, and every table's and file's checksum; nothing unlisted. Throws BackupError with the reason.
 */
export async function unpackBackup(file: string, into: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such file`);
  await fsp.mkdir(into, { recursive: true });
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch (err) {
    throw new BackupError(`${file} is not a whole backup archive (${(err as Error).message})`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(into, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} has no readable manifest: it is not a Draftdesk backup`);
  }
  if (manifest.format !== 'draftdesk-backup') throw new BackupError(`${file} is not a Draftdesk backup`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(`${file} was written by a newer version (format ${manifest.formatVersion}; this one reads ${BACKUP_FORMAT_VERSION}): upgrade first`);
  const known = readJournal().entries.length;
  if (manifest.migration.count > known)
    throw new BackupError(`${file} holds a newer schema (${manifest.migration.tag}) than this version knows: upgrade first`);
  for (const [name, table] of Object.entries(manifest.tables)) {
    const got = await sha256File(path.join(into, 'db', `${name}.jsonl`)).catch(() => null);
    if (got?.sha256 !== table.sha256) throw new BackupError(`${file} is corrupt: table ${name} does not match its checksum`);
  }
  for (const [key, expected] of Object.entries(manifest.files)) {
    const got = await sha256File(path.join(into, 'files', key)).catch(() => null);
    if (got?.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw new BackupError(`${file} is corrupt: file ${key} does not match its checksum`);
  }
  const listed = new Set([...Object.keys(manifest.tables).map((t) => `db/${t}.jsonl`), ...Object.keys(manifest.files).map((k) => `files/${k}`)]);
  for (const dir of ['db', 'files'])
    for (const name of fs.existsSync(path.join(into, dir)) ? await fsp.readdir(path.join(into, dir)) : [])
      if (!listed.has(`${dir}/${name}`)) throw new BackupError(`${file} holds ${dir}/${name}, which its manifest does not list`);
  return manifest;
}

/**
 * A migrations folder holding the first `count` migrations only: a backup of an older schema is loaded into that
 * schema, and the newer migrations then run over its rows as they would have on the original.
 */
export async function migrationsUpTo(count: number, scratch: string): Promise<string> {
  const journal = readJournal();
  if (count >= journal.entries.length) return MIGRATIONS_DIR;
  const dir = path.join(scratch, 'migrations');
  await fsp.cp(MIGRATIONS_DIR, dir, { recursive: true });
  await fsp.writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}
