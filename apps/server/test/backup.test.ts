import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/client.ts';
import { BACKUP_FORMAT_VERSION, BackupError, migrationsUpTo, readJournal, writeBackup, type BackupSource } from '../src/db/backup/archive.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { restoreBackup, TargetNotEmptyError } from '../src/db/backup/restore.ts';
import { describeTables, sequenceStates } from '../src/db/backup/tables.ts';
import { backupAndPrune } from '../src/db/backup/schedule.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import { createTestApp, login, upload, type TestApp } from './helpers.ts';
import { send } from './checkout-factory.ts';

let t: TestApp;
let source: BackupSource;
let scratch: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  source = {
    db: t.deps.db,
    kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    filesDir: path.join(t.deps.config.dataDir, 'files'),
  };
  scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'draftdesk-backup-test-'));
  admin = await login(t.app, 'admin@demo.test');
  // An upload of our own besides the demo's documents.
  await t.deps.storage.put('backup-test-file', crypto.randomBytes(300_000), 'application/octet-stream');
});
afterAll(async () => {
  await t?.close();
  await fsp.rm(scratch, { recursive: true, force: true });
});

/** Every table's rows as sorted JSON texts: two databases with the same snapshot are equal. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await describeTables(db)) {
    const rows = await rawRows<{ j: string }>(db, sql.raw(`select row_to_json(t)::text as j from "${table.name}" t`));
    out[table.name] = rows.map((r) => r.j).sort();
  }
  return out;
}

async function checksums(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await fsp.readdir(dir)).sort())
    out[name] = crypto
      .createHash('sha256')
      .update(await fsp.readFile(path.join(dir, name)))
      .digest('hex');
  return out;
}

/** Opens a restored data folder's embedded database, runs `fn` and closes it. */
async function withRestored<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dir: path.join(dataDir, 'db') });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const fresh = (name: string) => path.join(scratch, `${name}-${crypto.randomBytes(4).toString('hex')}`);

describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores every row of every table and every file, with sequences past their largest values, into an empty folder or one moved aside', async () => {
    const archive = fresh('whole.tar.gz');
    const manifest = await writeBackup(source, archive);
    expect(manifest).toMatchObject({ format: 'draftdesk-backup', formatVersion: BACKUP_FORMAT_VERSION, database: source.kind });
    expect(manifest.tables.users.rows).toBeGreaterThan(0);
    expect(manifest.tables.orders.rows).toBeGreaterThan(0);
    expect(Object.keys(manifest.files)).toContain('backup-test-file');
    const before = await snapshot(t.deps.db);
    const files = await checksums(source.filesDir!);

    // A folder in use is refused; with force it is moved aside, never deleted.
    const dataDir = fresh('restored');
    await fsp.mkdir(dataDir);
    await fsp.writeFile(path.join(dataDir, 'marker'), 'mine');
    await expect(restoreBackup({ file: archive, dataDir })).rejects.toThrow(TargetNotEmptyError);
    expect(await fsp.readdir(dataDir)).toEqual(['marker']);
    const result = await restoreBackup({ file: archive, dataDir, force: true });
    expect(result.movedAside).toMatch(/\.before-restore-/);
    expect(await fsp.readFile(path.join(result.movedAside!, 'marker'), 'utf8')).toBe('mine');
    const after = await withRestored(dataDir, snapshot);
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
    expect(await checksums(path.join(dataDir, 'files'))).toEqual(files);
    const sequences = await withRestored(dataDir, sequenceStates);
    expect(Object.keys(sequences)).toContain('orders.order_number');
    for (const state of Object.values(sequences)) expect(state.next).toBeGreaterThan(state.max);
  });

  it('restores into a PostgreSQL database too, and refuses one that already has rows', async () => {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const { default: pg } = await import('pg');
    const name = `dd_restore_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: base });
    try {
      await adminClient.connect();
    } catch {
      // No PostgreSQL on this machine: the embedded round trip above still ran.
      return;
    }
    await adminClient.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const archive = fresh('to-pg.tar.gz');
      await writeBackup(source, archive);
      await restoreBackup({ file: archive, dataDir: fresh('pg-files'), databaseUrl: url.toString() });
      const restored = await openDatabase({ url: url.toString() });
      try {
        expect(await snapshot(restored.db)).toEqual(await snapshot(t.deps.db));
      } finally {
        await restored.close();
      }
      await expect(restoreBackup({ file: archive, dataDir: fresh('pg-again'), databaseUrl: url.toString() })).rejects.toThrow(TargetNotEmptyError);
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  });

  it('holds every write acknowledged before it began, and only whole rows and files, while 20 writers keep going', async () => {
    const customer = await login(t.app, 'customer@demo.test');
    const acked: { code: string; at: number }[] = [];
    const uploads: { key: string; sha256: string; at: number }[] = [];
    let stop = false;
    let n = 0;
    // 15 admins' coupon saves and 5 customers' uploads, each acknowledged write noted with its time.
    const saver = async () => {
      while (!stop) {
        const code = `BK${process.pid}X${n++}`;
        const res = await send(t, admin, 'POST', '/api/admin/coupons', { code, kind: 'percent', percentOff: 10 });
        if (res.statusCode === 201) acked.push({ code, at: Date.now() });
      }
    };
    const uploader = async () => {
      while (!stop) {
        const bytes = crypto.randomBytes(64 * 1024);
        const res = await upload(t, customer, `cv-${n++}.pdf`, Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes]), { type: 'application/pdf' });
        if (res.statusCode === 200)
          uploads.push({
            key: res.json().key,
            sha256: crypto
              .createHash('sha256')
              .update(Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes]))
              .digest('hex'),
            at: Date.now(),
          });
      }
    };
    const writers = [...Array.from({ length: 15 }, saver), ...Array.from({ length: 5 }, uploader)];
    // Both kinds of write have been acknowledged (however busy the machine) before the snapshot begins.
    for (const until = Date.now() + 30_000; (acked.length === 0 || uploads.length === 0) && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    const began = Date.now();
    const archive = fresh('busy.tar.gz');
    const manifest = await writeBackup(source, archive);
    const done = Date.now();
    for (const until = done + 30_000; !acked.some((a) => a.at > done) && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await Promise.all(writers);

    const dataDir = fresh('busy-restored');
    await restoreBackup({ file: archive, dataDir });
    const { codes, keys } = await withRestored(dataDir, async (db) => ({
      codes: (await rawRows<{ code: string }>(db, sql`select code from coupons`)).map((r) => r.code),
      keys: (await rawRows<{ key: string }>(db, sql`select key from files`)).map((r) => r.key),
    }));
    const before = acked.filter((a) => a.at < began).map((a) => a.code);
    expect(before.length).toBeGreaterThan(0);
    expect(codes).toEqual(expect.arrayContaining(before));
    // The archive is one state: its count is what it holds, and writes after the snapshot are not all in it.
    expect(codes.length).toBe(manifest.tables.coupons.rows);
    expect(codes.length).toBeLessThan(before.length + acked.filter((a) => a.at >= began).length + 1 + 1000);
    expect(acked.some((a) => a.at >= began && !codes.includes(a.code))).toBe(true);
    // Every upload acknowledged before it is there, row and bytes; every file row of the snapshot has its whole file.
    const uploadedBefore = uploads.filter((u) => u.at < began);
    expect(uploadedBefore.length).toBeGreaterThan(0);
    expect(keys).toEqual(expect.arrayContaining(uploadedBefore.map((u) => u.key)));
    const restoredFiles = await checksums(path.join(dataDir, 'files'));
    for (const u of uploadedBefore) expect(restoredFiles[u.key]).toBe(u.sha256);
    for (const key of keys) expect(restoredFiles[key], key).toBeDefined();
  });
});

describe('an archive of an older schema', { timeout: 120_000 }, () => {
  it('is loaded into that schema, then the newer migrations run over its rows', async () => {
    const journal = readJournal();
    // The schema before migration 0021 (which made refund_claims).
    const olderCount = journal.entries.findIndex((e) => e.tag.startsWith('0021_'));
    expect(olderCount).toBeGreaterThan(0);
    const work = fresh('older');
    const older = await openDatabase({ dir: null, migrationsFolder: await migrationsUpTo(olderCount, await fsp.mkdtemp(`${work}-m`)) });
    try {
      await seedDemo(older.db);
      const tables = (await describeTables(older.db)).map((t) => t.name);
      expect(tables).not.toContain('refund_claims');
      const archive = fresh('older.tar.gz');
      const manifest = await writeBackup({ db: older.db, kind: 'pglite', filesDir: null }, archive);
      expect(manifest.migration.count).toBe(olderCount);
      const dataDir = fresh('older-restored');
      await restoreBackup({ file: archive, dataDir });
      const restored = await withRestored(dataDir, async (db) => ({
        tables: (await describeTables(db)).map((t) => t.name),
        migrations: (await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n,
        snapshot: await snapshot(db),
      }));
      expect(restored.tables).toContain('refund_claims');
      expect(restored.migrations).toBe(journal.entries.length);
      const before = await snapshot(older.db);
      // Equal in every column the older schema had; columns later migrations added (a generated one, say) are new.
      const olderColumns = (rows: string[]) => (rows[0] ? Object.keys(JSON.parse(rows[0]) as object) : []);
      const only = (rows: string[], columns: string[]) =>
        rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(row) as object).filter(([key]) => columns.includes(key)))));
      for (const name of Object.keys(before)) {
        const columns = olderColumns(before[name]);
        expect(only(restored.snapshot[name], columns), name).toEqual(only(before[name], columns));
      }
    } finally {
      await older.close();
    }
  });
});

describe('a restore that must not happen', () => {
  let archive: string;
  beforeAll(async () => {
    archive = fresh('good.tar.gz');
    await writeBackup(source, archive);
  });

  /** Unpacks the good archive, lets `change` alter it, and packs it again. */
  async function altered(change: (dir: string) => Promise<void>): Promise<string> {
    const dir = fresh('unpacked');
    await fsp.mkdir(dir);
    await tar.x({ file: archive, cwd: dir });
    await change(dir);
    const out = fresh('altered.tar.gz');
    await tar.c({ gzip: true, file: out, cwd: dir }, await fsp.readdir(dir));
    return out;
  }

  it('refuses a truncated, corrupt, newer or foreign archive and leaves the target as it was', async () => {
    const dataDir = fresh('kept');
    await fsp.mkdir(dataDir);
    await fsp.writeFile(path.join(dataDir, 'marker'), 'mine');

    const truncated = fresh('truncated.tar.gz');
    const whole = await fsp.readFile(archive);
    await fsp.writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const corrupt = await altered(async (dir) => {
      const users = path.join(dir, 'db', 'users.jsonl');
      await fsp.writeFile(users, (await fsp.readFile(users, 'utf8')).replace('Casey', 'Mallory'));
    });
    const corruptFile = await altered(async (dir) => fsp.appendFile(path.join(dir, 'files', 'backup-test-file'), 'x'));
    const newer = await altered(async (dir) => {
      const manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8'));
      await fsp.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, formatVersion: BACKUP_FORMAT_VERSION + 1 }));
    });
    const newerSchema = await altered(async (dir) => {
      const manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8'));
      await fsp.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, migration: { count: 9999, tag: '9999_future' } }));
    });
    const foreign = fresh('foreign.tar.gz');
    await fsp.writeFile(path.join(scratch, 'notes.txt'), 'hello');
    await tar.c({ gzip: true, file: foreign, cwd: scratch }, ['notes.txt']);

    const cases: [string, RegExp][] = [
      [truncated, /not a whole backup archive/],
      [corrupt, /corrupt: table users/],
      [corruptFile, /corrupt: file backup-test-file/],
      [newer, /newer version/],
      [newerSchema, /newer schema/],
      [foreign, /not a Draftdesk backup/],
      [fresh('missing.tar.gz'), /no such file/],
    ];
    for (const [file, message] of cases) {
      const attempt = restoreBackup({ file, dataDir, force: true });
      await expect(attempt, file).rejects.toThrow(BackupError);
      await expect(restoreBackup({ file, dataDir, force: true })).rejects.toThrow(message);
    }
    expect(await fsp.readdir(dataDir)).toEqual(['marker']);
    expect(fs.readdirSync(scratch).some((name) => name.startsWith(`${path.basename(dataDir)}.before-restore`))).toBe(false);
  });
});

describe('scheduled backups', () => {
  it('writes whole archives named by time and keeps the newest ones', async () => {
    const dir = fresh('scheduled');
    await fsp.mkdir(dir);
    await fsp.writeFile(path.join(dir, 'unrelated.txt'), 'stays');
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 4; i++) await backupAndPrune(source, dir, 2, new Date(start + i * 3_600_000));
    const names = (await fsp.readdir(dir)).sort();
    expect(names).toEqual(['draftdesk-2026-01-01T02-00-00-000Z.tar.gz', 'draftdesk-2026-01-01T03-00-00-000Z.tar.gz', 'unrelated.txt']);
    // No temporary file is left behind.
    expect(names.some((n) => n.includes('partial') || n.startsWith('.'))).toBe(false);
  });
});
