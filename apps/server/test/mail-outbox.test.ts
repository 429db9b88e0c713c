import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MailTransport } from '../src/adapters/mail/index.ts';
import { retryDelayMs } from '../src/adapters/mail/outbox.ts';
import { brandedMail } from '../src/adapters/mail/templates.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { buildDeps } from '../src/deps.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { eventually } from './chat-helpers.ts';
import { ACME, as, createTestApp, demoOrders, login, type TestApp } from './helpers.ts';
import { SmtpPeer } from './smtp-peer.ts';

const outboxRows = (t: { deps: { db: TestApp['deps']['db'] } }) => t.deps.db.select().from(mailOutbox);
const log = pino({ level: 'silent' });
// Retries come after 50-100 ms, then up to 200 ms, so a test sees several.
const FAST_RETRIES = { MAIL_RETRY_BASE_SECONDS: '0.1', MAIL_RETRY_MAX_SECONDS: '0.2' };

describe('backoff', () => {
  it('retries first within a minute, then doubles with jitter, never waiting more than an hour', () => {
    const times = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    for (const r of [0, 0.5, 0.999]) expect(retryDelayMs(1, times, () => r)).toBeGreaterThanOrEqual(15_000);
    expect(retryDelayMs(1, times, () => 0.999)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(3, times, () => 1)).toBe(120_000);
    expect(retryDelayMs(40, times, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(40, times, () => 0)).toBe(1_800_000);
  });
});

describe('e-mail while the mail server is down', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = new SmtpPeer(await SmtpPeer.freePort());
    t = await createTestApp(FAST_RETRIES);
    t.deps.mailTransport = peer.transport();
  });
  afterAll(async () => {
    await peer.stop();
    await t.close();
  });

  it('keeps three notification e-mails through the outage and delivers each exactly once when it is back', async () => {
    const orders = await demoOrders(t, 'acme');
    const writer = await login(t.app, 'writer@demo.test');
    for (const days of [10, 11, 12]) {
      const dueDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/writer/orders/set-due-date',
        headers: as(writer),
        payload: { orderId: orders.inProgress.id, clientId: 'acme', dueDate },
      });
      expect(res.statusCode).toBe(200);
    }
    // Each was tried and refused (nothing listens), and stays queued with its error.
    await eventually(async () => {
      const rows = await outboxRows(t);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.status).toBe('queued');
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      }
    });
    await runJobsOnce(t.deps, log);
    expect(peer.received).toHaveLength(0);

    await peer.start();
    await eventually(async () => {
      await runJobsOnce(t.deps, log);
      expect(peer.received).toHaveLength(3);
    });
    // More runs send nothing again.
    await new Promise((r) => setTimeout(r, 300));
    await runJobsOnce(t.deps, log);
    await runJobsOnce(t.deps, log);
    expect(peer.received).toHaveLength(3);
    const rows = await outboxRows(t);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // Each e-mail carries its row's stable Message-ID.
    expect(peer.received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => `<${r.id}@draftdesk.local>`).sort());
    for (const m of peer.received) expect(m.to).toEqual(['customer@demo.test']);
  });
});

describe('refusals', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  const warnings: Record<string, unknown>[] = [];
  beforeAll(async () => {
    peer = new SmtpPeer(await SmtpPeer.freePort());
    await peer.start(['gone@example.test']);
    t = await createTestApp(FAST_RETRIES);
    t.deps.mailTransport = peer.transport();
    // The outbox logs what it gives up at warn.
    const sink = new Writable({ write: (chunk, _enc, done) => (warnings.push(JSON.parse(String(chunk))), done()) });
    Object.assign(t.deps.outbox, { log: pino({ level: 'warn' }, sink) });
  });
  afterAll(async () => {
    await peer.stop();
    await t.close();
  });
  afterEach(() => (warnings.length = 0));

  const site = () => t.deps.siteCache.resolve(ACME).then((s) => s!);
  const message = async (to: string) =>
    brandedMail(await site(), 'http://localhost', to, {
      language: 'en',
      subject: 'Hello',
      heading: 'Hello',
      body: 'Body',
      actionText: 'Open',
      actionUrl: 'http://localhost/',
    });

  it('gives up a permanent 5xx refusal at once: failed with the error, logged at warn and counted', async () => {
    await t.deps.mailer.send(await message('gone@example.test'));
    await t.deps.outbox.drain();
    await runJobsOnce(t.deps, log);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
    expect(row.failedAt).not.toBeNull();
    expect(await t.deps.outbox.countFailed()).toBe(1);
    expect(await t.deps.outbox.countFailed(t.demo.acme.id)).toBe(1);
    expect(await t.deps.outbox.countFailed(t.demo.beta.id)).toBe(0);
    expect(warnings.some((w) => w.level === 40 && w.outboxId === row.id)).toBe(true);
    expect(peer.received).toHaveLength(0);
  });

  it('retries an outage for the whole retry period, then gives up (nothing is dropped by age before)', async () => {
    await t.deps.db.delete(mailOutbox);
    const down = new SmtpPeer(await SmtpPeer.freePort());
    t.deps.mailTransport = down.transport();
    await t.deps.mailer.send(await message('customer@demo.test'));
    await t.deps.outbox.drain();
    // Queued 23 hours ago: still retried.
    await t.deps.db.update(mailOutbox).set({ createdAt: sql`now() - interval '23 hours'`, nextAttemptAt: sql`now()` });
    await runJobsOnce(t.deps, log);
    let [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    // Queued 24 hours ago: the next refusal is the last.
    await t.deps.db.update(mailOutbox).set({ createdAt: sql`now() - interval '24 hours'`, nextAttemptAt: sql`now()` });
    await runJobsOnce(t.deps, log);
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(warnings.some((w) => w.outboxId === row.id)).toBe(true);
    t.deps.mailTransport = peer.transport();
  });
});

describe('a sender that dies between claim and send', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-outbox-'));
  let peer: SmtpPeer;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    peer = new SmtpPeer(await SmtpPeer.freePort());
    await peer.start();
  });
  afterAll(async () => {
    await peer.stop();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One database that outlives an instance: PGlite on disk, or a PostgreSQL database of its own. */
  async function sharedDatabase(): Promise<() => Promise<Database>> {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return () => openDatabase({ dir: path.join(dataDir, 'db') });
    const { default: pg } = await import('pg');
    const name = `dd_outbox_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const url = new URL(base);
    url.pathname = `/${name}`;
    return () => openDatabase({ url: url.toString() });
  }

  it('is sent by the next instance once the lease has run out, once', { timeout: 60_000 }, async () => {
    const open = await sharedDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MAIL_LEASE_SECONDS: '6', ...FAST_RETRIES });
    const first = await open();
    // The first instance claims the row and never comes back from the send (killed mid-send).
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
    const dying: MailTransport = { deliver: () => (claimed(), new Promise(() => {})) };
    const a = await buildDeps(config, first, log, { mailTransport: dying });
    const demo = await seedDemo(first.db, a.storage);
    const site = (await a.siteCache.resolve(ACME))!;
    await a.mailer.send(
      brandedMail(site, 'http://localhost', 'customer@demo.test', {
        language: 'en',
        subject: 'Your draft is ready',
        heading: 'Draft',
        body: 'Body',
        actionText: 'Open',
        actionUrl: 'http://localhost/',
      }),
    );
    await claimedNow;
    const [row] = await a.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, siteId: demo.acme.id });
    await first.close();

    const second = await open();
    const b = await buildDeps(config, second, log, { mailTransport: peer.transport() });
    try {
      // Still leased: nobody else sends it yet.
      expect(await b.outbox.sendDue()).toBe(0);
      expect(peer.received).toHaveLength(0);
      // Once the lease (6 s from the claim) has run out, it goes.
      await eventually(async () => expect(await b.outbox.sendDue()).toBe(1), 10_000);
      expect(Date.now() - row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(-50);
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0].messageId).toBe(`<${row.id}@draftdesk.local>`);
      const [after] = await b.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(after).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await b.outbox.sendDue()).toBe(0);
      expect(peer.received).toHaveLength(1);
    } finally {
      await b.outbox.stop();
      await second.close();
    }
  });
});
