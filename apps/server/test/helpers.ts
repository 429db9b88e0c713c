import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject, vi } from 'vitest';
import type { TRole } from '@draftdesk/contract';
import type { MailMessage, MailTransport } from '../src/adapters/mail/index.ts';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { orders, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { buildDeps, type Deps } from '../src/deps.ts';
import { newId } from '../src/lib/ids.ts';
import { hashPassword } from '../src/lib/password.ts';

export const ACME = 'localhost';
export const BETA = 'beta.localhost';
export const PASSWORD = 'demo1234';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  sent: MailMessage[];
  demo: Awaited<ReturnType<typeof seedDemo>>;
  /** Waits (up to 5 s) until the outbox delivered `count` e-mails in all: they leave in the background. */
  mailed(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh in-memory PGlite with the demo data, files in a temp
 * folder and e-mail captured in `sent`. When TEST_DATABASE_URL is set the
 * suite runs against that PostgreSQL instead (one new database per app).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
  /** Routes a test adds to the product's (before the app is ready). */
  extraRoutes?: (app: FastifyInstance, deps: Deps) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  const { database, dropDatabase } = await openTestDatabase();
  const sent: MailMessage[] = [];
  // Captured where the outbox hands messages over: every e-mail in `sent` went through the outbox.
  const mailTransport: MailTransport = { deliver: async (m) => void sent.push(m) };
  const deps = await buildDeps(config, database, pino({ level: 'silent' }), { mailTransport });
  const demo = await seedDemo(database.db, deps.storage);
  const app = await buildApp(deps, appOptions);
  extraRoutes?.(app, deps);
  await app.ready();
  return {
    app,
    deps,
    sent,
    demo,
    async mailed(count) {
      for (const until = Date.now() + 5000; sent.length < count && Date.now() < until;) {
        await deps.outbox.drain();
        if (sent.length < count) await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's migrated database (global-setup.ts), read once per test file. */
let embeddedTemplate: Blob | undefined;

async function openTestDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!base) {
    embeddedTemplate ??= new Blob([fs.readFileSync(template)]);
    return { database: await openDatabase({ dir: null, from: embeddedTemplate }), dropDatabase: async () => {} };
  }
  const { default: pg } = await import('pg');
  const name = `dd_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dropDatabase: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A test app whose web build is one page, `html` as its index.html (in a folder removed on close). */
export async function createTestAppWithPage(html: string): Promise<TestApp> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-page-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  const t = await createTestApp({ WEB_DIST: dist });
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let ipCounter = 0;
/**
 * A client address of its own. The per-IP rate limits are real in tests, so
 * a test that is not about them gives its requests a fresh address.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Signs in and returns the cookie; each login comes from a fresh client address unless one is given. */
export async function login(app: FastifyInstance, email: string, host = ACME, password = PASSWORD, remoteAddress = nextIp()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, origin: `http://${host}` },
    remoteAddress,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}@${host} failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

/** Headers of a same-origin browser request on a host, signed in with a cookie. */
export function as(cookie: string | null, host = ACME): Record<string, string> {
  return { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) };
}

/** A minimal multipart body with one file part; the name is sent as UTF-8, quotes escaped. */
export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream', fields: Record<string, string> = {}) {
  const boundary = `----dd${Math.random().toString(16).slice(2)}`;
  const quoted = filename.replace(/[\\"]/g, (c) => `\\${c}`);
  // Text fields first, as a browser's FormData sends those appended before the file.
  const texts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(`${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${quoted}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid files of a few types, built in memory. */
export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]),
};

export type DemoSite = 'acme' | 'beta';

/** Runs `work` and counts the queries it sent through the database's client (node-postgres or PGlite). */
export async function countQueries<T>(db: unknown, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (db as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await work();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/** A new account on a demo site, for tests that change or lock an account. */
export async function createUser(
  t: TestApp,
  site: DemoSite,
  opts: { role?: TRole; email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const id = newId();
  const email = opts.email ?? `u-${id}@example.test`;
  await t.deps.db.insert(users).values({
    id,
    siteId: t.demo[site].id,
    email,
    passwordHash: await hashPassword(opts.password ?? PASSWORD),
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'Person',
    role: opts.role ?? 'user',
  });
  return { id, email, password: opts.password ?? PASSWORD };
}

/**
 * The demo customer's orders of a site, by what the seed made them (DESIGN §6):
 * new with no industries, unsigned contract, in progress (writer assigned),
 * completed.
 */
export async function demoOrders(t: TestApp, site: DemoSite) {
  const rows = await t.deps.db.select().from(orders).where(eq(orders.siteId, t.demo[site].id)).orderBy(desc(orders.createdAt));
  const [fresh, unsigned, inProgress, completed] = rows;
  if (!completed || inProgress.writerId === null || completed.statusPercentage !== 100) {
    throw new Error(`demo orders of ${site} are not what the seed makes`);
  }
  return { fresh, unsigned, inProgress, completed };
}

/** Uploads one file through POST /api/file/upload (field `file`). */
export function upload(
  t: TestApp,
  cookie: string | null,
  filename: string,
  content: Buffer,
  opts: { host?: string; type?: string; url?: string; field?: string } = {},
) {
  const body = multipart(opts.field ?? 'file', filename, content, opts.type);
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/file/upload',
    headers: { ...as(cookie, opts.host ?? ACME), ...body.headers },
    payload: body.payload,
  });
}

/**
 * Resolves once the app's bus delivers a change of that session (the trigger of migration 0005):
 * a test that changes a session row behind the app's back waits for it, as the app's cache does.
 */
export function sessionChangeHeard(deps: Deps, idHash: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no session-changed event for ${idHash.slice(0, 8)}`)), timeoutMs);
    deps.bus.on((e) => {
      if (e.k === 'session-changed' && e.idHash === idHash) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
