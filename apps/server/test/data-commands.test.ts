import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
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
import { chatMessages, files, siteHosts, users } from '../src/db/schema.ts';
import { buildDeps } from '../src/deps.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import { SERVER_DIR } from '../src/paths.ts';
import { ACME, as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';

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
/** The same, without blocking this process: for a command that talks to a stand-in running here. */
const cliAsync = (args: string[], extra: Record<string, string> = {}) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/data.ts', ...args], { cwd: SERVER_DIR, env: env(extra) });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
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
    await withEmptyPostgres(async (url) => {
      const moved = cli(['move-to-postgres', '--to', url]);
      expect(moved.out).toContain(`DATABASE_URL=${url}`);
      expect(moved.out).toMatch(/orders: \d+ -> \d+ rows/);
      expect(moved.code).toBe(0);
      const again = cli(['move-to-postgres', '--to', url]);
      expect(again.code).toBe(4);
      expect(again.out).toContain('already holds data');

      // The server on the moved database, with the uploads where they were.
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, WEB_DIST: path.join(scratch, 'no-web') });
      const database = await openDatabase({ url });
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
          .innerJoin(siteHosts, and(eq(siteHosts.siteId, users.siteId), eq(siteHosts.host, ACME)))
          .where(isNotNull(chatMessages.orderId))
          .limit(1);
        const chat = await app.inject({ method: 'GET', url: `/api/chat/messages?order_id=${message.orderId}`, headers: as(customer), remoteAddress: nextIp() });
        expect(chat.statusCode).toBe(200);
        expect(chat.body).toContain(JSON.stringify(message.body).slice(1, -1));
        const [owned] = await database.db
          .select({ key: files.key })
          .from(files)
          .innerJoin(users, and(eq(users.id, files.ownerId), eq(users.email, 'customer@demo.test')))
          // Both demo sites have a customer@demo.test: the one signed in is Acme's.
          .innerJoin(siteHosts, and(eq(siteHosts.siteId, users.siteId), eq(siteHosts.host, ACME)))
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
    });
  });
});

suite('npm run move-to-postgres -- --files-to-s3', { timeout: 180_000 }, () => {
  it('also copies every uploaded file into the bucket, leaving the folder as it was', async () => {
    // A stand-in S3 (path-style): every PUT's bytes by key.
    const objects = new Map<string, Buffer>();
    const s3 = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const key = decodeURIComponent((req.url ?? '').split('?')[0]);
        if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
        res.writeHead(req.method === 'PUT' ? 200 : 404, { etag: '"x"' });
        res.end();
      });
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', () => resolve()));
    const endpoint = `http://127.0.0.1:${(s3.address() as net.AddressInfo).port}`;
    try {
      await withEmptyPostgres(async (url) => {
        const before = (await fsp.readdir(path.join(dataDir, 'files'))).sort();
        expect(before.length).toBeGreaterThan(0);
        expect(cli(['move-to-postgres', '--to', url, '--files-to-s3']).code).toBe(2);
        const s3Env = {
          S3_BUCKET: 'moved-uploads',
          S3_ENDPOINT: endpoint,
          S3_REGION: 'us-east-1',
          AWS_ACCESS_KEY_ID: 'AKIDMOVE',
          AWS_SECRET_ACCESS_KEY: 'move-secret',
        };
        const moved = await cliAsync(['move-to-postgres', '--to', url, '--files-to-s3'], s3Env);
        expect(moved.out).toContain(`Copied ${before.length} uploaded files to the bucket moved-uploads`);
        expect(moved.out).toContain('S3_BUCKET=moved-uploads');
        expect(moved.code).toBe(0);
        expect([...objects.keys()].sort()).toEqual(before.map((key) => `/moved-uploads/${key}`));
        for (const key of before) expect(objects.get(`/moved-uploads/${key}`)!.equals(await fsp.readFile(path.join(dataDir, 'files', key)))).toBe(true);
        expect((await fsp.readdir(path.join(dataDir, 'files'))).sort()).toEqual(before);
      });
    } finally {
      s3.close();
    }
  });
});

/** Runs `fn` with the URL of a new, empty PostgreSQL database, dropped afterwards; skipped where no PostgreSQL answers. */
async function withEmptyPostgres(fn: (url: string) => Promise<void>): Promise<void> {
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
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
