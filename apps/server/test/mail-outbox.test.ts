import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, type MailTransport } from '../src/adapters/mail/index.ts';
import { retryDelayMs } from '../src/adapters/mail/outbox.ts';
import { brandedMail } from '../src/adapters/mail/templates.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { files, mailOutbox } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { buildDeps } from '../src/deps.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { eventually } from './chat-helpers.ts';
import { ACME, as, createTestApp, demoOrders, login, nextIp, type TestApp } from './helpers.ts';
import { postgresAvailable, sharedDatabase } from './pg-instances.ts';

/** A real SMTP peer on a port of its own: what it received, raw; `refuse` answers RCPT TO for an address with 550. */
class SmtpPeer {
  readonly received: { to: string[]; raw: string; messageId: string }[] = [];
  private server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  static async freePort(): Promise<number> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  async start(refuse: string[] = []) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (!refuse.includes(address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1].trim() ?? '' });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  transport(): MailTransport {
    return createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${this.port}`,
      from: 'no-reply@acme.test',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
  }
}

/** Headers unfolded and quoted-printable undone, enough to read the HTML part's attributes. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

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

describe('the logo in e-mails (issue 15)', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = new SmtpPeer(await SmtpPeer.freePort());
    await peer.start();
    t = await createTestApp();
    t.deps.mailTransport = peer.transport();
  });
  afterAll(async () => {
    await peer.stop();
    await t.close();
  });

  it('shows a data-URL logo as an inline image the HTML references by cid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: 'customer@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      await t.deps.outbox.drain();
      expect(peer.received).toHaveLength(1);
    });
    const raw = readable(peer.received[0].raw);
    const cid = /<img src="cid:([^"]+)"/.exec(raw)?.[1];
    expect(cid, 'the HTML shows the logo by cid').toBeTruthy();
    expect(raw).not.toContain('/api/file/data:');
    // The matching part: the demo's SVG logo, inline.
    expect(raw).toMatch(new RegExp(`Content-Type: image/svg\\+xml[^]*?Content-ID: <${cid!.replace(/[.]/g, '\\.')}>`, 'i'));
  });

  it("attaches a stored logo file's bytes with its type", async () => {
    peer.received.length = 0;
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const key = 'logo-test-key';
    await t.deps.storage.put(key, png, 'image/png');
    await t.deps.db.insert(files).values({ key, siteId: t.demo.acme.id, isPublic: true, originalName: 'logo.png', size: png.length, mimetype: 'image/png' });
    const site = (await t.deps.siteCache.resolve(ACME))!;
    const withFileLogo = { ...site, settings: { ...site.settings!, logo: key } };
    await t.deps.mailer.send(
      brandedMail(withFileLogo, 'http://localhost', 'customer@demo.test', {
        language: 'en',
        subject: 'Logo',
        heading: 'Logo',
        body: 'Body',
        actionText: 'Open',
        actionUrl: 'http://localhost/',
      }),
    );
    await eventually(async () => {
      await t.deps.outbox.drain();
      expect(peer.received).toHaveLength(1);
    });
    const raw = readable(peer.received[0].raw);
    const cid = /<img src="cid:([^"]+)"/.exec(raw)?.[1];
    expect(cid).toBeTruthy();
    expect(raw).toMatch(/Content-Type: image\/png[^]*?Content-ID: <[^>]+>/i);
    expect(raw).toContain(png.toString('base64').slice(0, 20));
  });
});

const postgres = await postgresAvailable('the outbox on two instances');

describe.skipIf(!postgres)('the outbox on two instances of one PostgreSQL', () => {
  it('sends each queued e-mail once while both send at the same time', { timeout: 60_000 }, async () => {
    const shared = await sharedDatabase('dd_outbox2');
    try {
      const A = await shared.instance();
      const B = await shared.instance();
      await seedDemo(A.database.db, A.deps.storage);
      const site = (await A.deps.siteCache.resolve(ACME))!;
      for (let i = 0; i < 30; i += 1) {
        const mail = brandedMail(site, 'http://localhost', `reader${i}@example.test`, {
          language: 'en',
          subject: `Mail ${i}`,
          heading: 'H',
          body: 'B',
          actionText: 'Open',
          actionUrl: 'http://localhost/',
        });
        // Queued without kicking either sender, so both start on the same backlog.
        await A.deps.db.insert(mailOutbox).values({
          id: `m${i}`,
          siteId: site.id,
          toAddress: mail.to,
          fromName: mail.fromName,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        });
      }
      await Promise.all([A.deps.outbox.sendDue(10), B.deps.outbox.sendDue(10), A.deps.outbox.drain(), B.deps.outbox.drain()]);
      await Promise.all([A.deps.outbox.drain(), B.deps.outbox.drain()]);
      const subjects = [...A.sent, ...B.sent].map((m) => m.subject).sort();
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      const rows = await A.deps.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await shared.dispose();
    }
  });
});
