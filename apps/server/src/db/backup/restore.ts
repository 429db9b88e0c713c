import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../client.ts';
import { BackupError, migrationsUpTo, unpackBackup, type BackupManifest } from './archive.ts';
import { countRows, isEmpty, loadTables, sequenceStates } from './tables.ts';

/** The target already holds data: a data folder that is not empty (without --force), or a PostgreSQL database with rows. */
export class TargetNotEmptyError extends Error {}

export interface DatabaseTarget {
  /** A PostgreSQL database; unset: the embedded one in `dir`. */
  url?: string;
  dir?: string;
}

const describe = (target: DatabaseTarget) => (target.url ? 'the PostgreSQL database' : `the embedded database in ${target.dir}`);

/**
 * Loads an unpacked backup's tables into an empty database: migrated to the backup's schema, loaded, its counts
 * checked against the manifest, then migrated to this version's schema. Every sequence is checked to be past its
 * column's largest value. Refuses a database that already has rows.
 */
export async function loadBackupInto(unpacked: string, manifest: BackupManifest, target: DatabaseTarget): Promise<Record<string, number>> {
  const scratch = await fsp.mkdtemp(path.join(unpacked, '.migrations-'));
  try {
    const atBackup = await openDatabase({ ...target, migrationsFolder: await migrationsUpTo(manifest.migration.count, scratch) });
    try {
      if (!(await isEmpty(atBackup.db))) throw new TargetNotEmptyError(`${describe(target)} already holds data: restore into an empty one`);
      await loadTables(atBackup.db, path.join(unpacked, 'db'), manifest.tables);
      const counts = await countRows(atBackup.db);
      for (const [name, table] of Object.entries(manifest.tables))
        if (counts[name] !== table.rows) throw new Error(`table ${name} has ${counts[name]} rows after the load, the backup ${table.rows}`);
    } finally {
      await atBackup.close();
    }
    const current = await openDatabase(target);
    try {
      for (const [column, state] of Object.entries(await sequenceStates(current.db)))
        if (state.next <= state.max) throw new Error(`the sequence of ${column} is behind its largest value (${state.next} <= ${state.max})`);
      return await countRows(current.db);
    } finally {
      await current.close();
    }
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data folder that was there went (--force); null when it was empty or absent. */
  movedAside: string | null;
  counts: Record<string, number>;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Restores an archive into a data folder (its database, unless `databaseUrl` names a PostgreSQL one, and its
 * uploaded files). The archive is unpacked and checked whole first: a corrupt one changes nothing. A data folder that
 * is not empty is refused, or with `force` moved aside (renamed, never deleted).
 */
export async function restoreBackup(opts: { file: string; dataDir: string; databaseUrl?: string; force?: boolean }): Promise<RestoreResult> {
  const dataDir = path.resolve(opts.dataDir);
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  const unpacked = await fsp.mkdtemp(path.join(path.dirname(dataDir), '.draftdesk-restore-'));
  try {
    const manifest = await unpackBackup(path.resolve(opts.file), unpacked);
    let movedAside: string | null = null;
    if (!isEmptyDir(dataDir)) {
      if (!opts.force) throw new TargetNotEmptyError(`${dataDir} is not empty: restore into an empty folder, or add --force to move it aside first`);
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await fsp.rename(dataDir, movedAside);
    }
    await fsp.mkdir(dataDir, { recursive: true });
    const counts = await loadBackupInto(unpacked, manifest, opts.databaseUrl ? { url: opts.databaseUrl } : { dir: path.join(dataDir, 'db') });
    const files = path.join(dataDir, 'files');
    await fsp.mkdir(files, { recursive: true });
    for (const key of Object.keys(manifest.files)) await fsp.rename(path.join(unpacked, 'files', key), path.join(files, key));
    return { manifest, movedAside, counts };
  } finally {
    await removeQuietly(unpacked);
  }
}

/** Removes a scratch folder; an unpacker still closing its files is waited out, and a failure never hides the real error. */
const removeQuietly = (dir: string) => fsp.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => undefined);

export { BackupError };
