import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { writeBackup } from '../src/db/backup/archive.ts';
import { restoreBackup } from '../src/db/backup/restore.ts';
import { chatMessages, files, users } from '../src/db/schema.ts';
import { buildDeps } from '../src/deps.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import { SERVER_DIR } from '../src/paths.ts';
import { as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

// The operator's commands as they run: `npm run backup / restore / move-to-postgres` (src/cli/data.ts) in a process
// of their own, against an embedded data folder made from the demo data. They start from the embedded database
// whatever TEST_DATABASE_URL says, so the suite's second run (on PostgreSQL) leaves them out.
const suite = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

let t: TestApp;
let scratch: string;
let dataDir: string;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  t = await createTestApp();
  scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'draftdesk-data-cli-'));
  const archive = path.join(scratch, 'seed.tar.gz');
  await writeBackup({ db: t.deps.db, kind: 'pglite', filesDir: path.join(t.deps.config.dataDir, 'files') }, archive);
  dataDir = path.join(scratch, 'data');
  await restoreBackup({ file: archive, dataDir });
});
afterAll(async () => {
  await t?.close();
  if (scratch) await fsp.rm(scratch, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => {
  const out: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, NODE_ENV: 'test', INIT_CWD: scratch, ...extra };
  delete out.DATABASE_URL;
  return out;
};
const cli = (args: string[], extra: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/data.ts', ...args], {
    cwd: SERVER_DIR,
    env: env(extra),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
};

suite('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  it('back up the embedded database with no server running, restore it, and answer with their exit codes', async () => {
    const made = cli(['backup', '--out', 'one.tar.gz']);
    expect(made.out).toMatch(/Backup written to .*one\.tar\.gz/);
    expect(made.code).toBe(0);

    const restored = cli(['restore', 'one.tar.gz', '--data-dir', 'restored']);
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);
    expect(await fsp.readdir(path.join(scratch, 'restored', 'files'))).toEqual(await fsp.readdir(path.join(dataDir, 'files')));

    expect(cli(['restore', 'one.tar.gz', '--data-dir', 'restored']).code).toBe(4);
    await fsp.writeFile(path.join(scratch, 'broken.tar.gz'), (await fsp.readFile(path.join(scratch, 'one.tar.gz'))).subarray(0, 2000));
    const broken = cli(['restore', 'broken.tar.gz', '--data-dir', 'elsewhere']);
    expect(broken.code).toBe(3);
    expect(broken.out).toContain('not a whole backup archive');
    expect(cli(['backup']).code).toBe(2);
    expect(cli(['frobnicate']).code).toBe(2);
  });

  it('while the server runs, back up through its socket in DATA_DIR and refuse to restore over it', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: env({ PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', JOBS_INTERVAL_SECONDS: '0', LOG_LEVEL: 'silent' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Draftdesk is serving')) {
            clearTimeout(timer);
            resolve();
          }
        };
        server.stdout.on('data', onData);
        server.stderr.on('data', onData);
      });
      const made = cli(['backup', '--out', 'live.tar.gz']);
      expect(made.out).toContain('Backup written');
      expect(made.code).toBe(0);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      const over = cli(['restore', 'live.tar.gz', '--data-dir', dataDir, '--force']);
      expect(over.code).toBe(4);
      expect(over.out).toContain('stop it first');
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    // The server's archive restores like any other.
    expect(cli(['restore', 'live.tar.gz', '--data-dir', 'from-live']).code).toBe(0);
  });
});

suite('npm run move-to-postgres', { timeout: 180_000 }, () => {
  it('copies the embedded database into an empty PostgreSQL one, which then serves logins, orders, chat and downloads', async () => {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: base });
    try {
      await admin.connect();
    } catch {
      return; // No PostgreSQL here: nothing to move into.
    }
    const name = `dd_move_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const moved = cli(['move-to-postgres', '--to', url.toString()]);
      expect(moved.out).toContain(`DATABASE_URL=${url.toString()}`);
      expect(moved.out).toMatch(/orders: \d+ -> \d+ rows/);
      expect(moved.code).toBe(0);
      const again = cli(['move-to-postgres', '--to', url.toString()]);
      expect(again.code).toBe(4);
      expect(again.out).toContain('already holds data');

      // The server on the moved database, with the uploads where they were.
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), WEB_DIST: path.join(scratch, 'no-web') });
      const database = await openDatabase({ url: url.toString() });
      const deps = await buildDeps(config, database, pino({ level: 'silent' }));
      const app = await buildApp(deps);
      try {
        const customer = await login(app, 'customer@demo.test');
        const orders = await app.inject({ method: 'GET', url: '/api/customer/orders', headers: as(customer), remoteAddress: nextIp() });
        expect(orders.statusCode).toBe(200);
        expect(JSON.stringify(orders.json())).toContain('orderNumber');
        const [message] = await database.db
          .select({ orderId: chatMessages.orderId, body: chatMessages.content })
          .from(chatMessages)
          .innerJoin(users, and(eq(users.id, chatMessages.senderId), eq(users.email, 'customer@demo.test')))
          .where(isNotNull(chatMessages.orderId))
          .limit(1);
        const chat = await app.inject({ method: 'GET', url: `/api/chat/messages?order_id=${message.orderId}`, headers: as(customer), remoteAddress: nextIp() });
        expect(chat.statusCode).toBe(200);
        expect(chat.body).toContain(JSON.stringify(message.body).slice(1, -1));
        const [owned] = await database.db
          .select({ key: files.key })
          .from(files)
          .innerJoin(users, and(eq(users.id, files.ownerId), eq(users.email, 'customer@demo.test')))
          .limit(1);
        const download = await app.inject({ method: 'GET', url: `/api/file/download/${owned.key}`, headers: as(customer), remoteAddress: nextIp() });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(await fsp.readFile(path.join(dataDir, 'files', owned.key)))).toBe(true);
        // New orders continue the numbers rather than colliding with moved ones.
        const [seq] = await rawRows<{ next: string; max: number }>(
          database.db,
          sql`select nextval(pg_get_serial_sequence('orders', 'order_number'))::text as next, (select max(order_number) from orders) as max`,
        );
        expect(Number(seq.next)).toBeGreaterThan(seq.max);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
