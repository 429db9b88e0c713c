import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { files, mailOutbox, type TMailInline } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';
import { MissingObjectError, type Storage } from '../storage/index.ts';
import type { InlineImage, MailMessage, Mailer, MailTransport } from './index.ts';

export interface OutboxTimes {
  /** How long a claimed row is left to its sender before another may take it. */
  leaseMs: number;
  /** The first retry comes after half to all of this; each next one waits twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still refused this long after it was queued is given up (marked failed). */
  retryForMs: number;
}

type Claimed = {
  id: string;
  site_id: string | null;
  to_address: string;
  from_name: string;
  subject: string;
  text_body: string;
  html_body: string;
  inline: TMailInline[];
  attempts: number;
  created_at: Date | string;
};

/** Exponential backoff with jitter: attempt 1 waits base/2..base, each next one twice as long, at most max. */
export function retryDelayMs(attempt: number, t: Pick<OutboxTimes, 'retryBaseMs' | 'retryMaxMs'>, random = Math.random): number {
  const ceiling = Math.min(t.retryMaxMs, t.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * A refusal that retrying cannot change: the server answered 5xx to the sender, a recipient or the message. A 5xx
 * to our login (EAUTH) is the operator's to fix, so it is retried like an outage.
 */
export function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
}

/** The stable Message-ID of an outbox row: a repeated delivery of the same row carries the same id. */
export function messageIdOf(id: string, from: string): string {
  const domain = from.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'draftdesk.local';
  return `<${id}@${domain}>`;
}

const rowOf = (msg: MailMessage) => ({
  siteId: msg.siteId ?? null,
  toAddress: msg.to,
  fromName: msg.fromName,
  subject: msg.subject,
  textBody: msg.text,
  htmlBody: msg.html,
  inline: msg.inline ?? [],
});

/**
 * The durable outbox (DESIGN §1, docs/decisions.md): `send()` stores the message and returns; `sendDue()` claims due
 * rows (FOR UPDATE SKIP LOCKED, leased), hands each to the transport and marks it sent only once the mail server
 * accepted it. A failure is retried with backoff for `retryForMs`, then marked failed (logged at warn, counted by
 * `countFailed`). Any number of instances may run it: a row is sent again only when its lease ran out.
 */
export class MailOutbox implements Mailer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: () => MailTransport,
    private readonly storage: Storage,
    private readonly opts: OutboxTimes & { from: string },
    private log: FastifyBaseLogger,
  ) {}

  /** Queues the message and starts sending; resolves once it is stored. */
  async send(msg: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({ id: newId(), ...rowOf(msg) });
    this.kick();
  }

  /**
   * Queues the message only if `claim` (an UPDATE ... RETURNING, at most one row) changes something, in the same
   * statement: the claim of what the e-mail is about and the e-mail itself commit together or not at all.
   * Returns whether the claim took.
   */
  async sendIfClaimed(claim: SQL, msg: MailMessage | null): Promise<boolean> {
    if (!msg)
      return (await rawRows(this.db, sql`with claimed as (${claim}) select count(*)::int as n from claimed`).then((r) => (r[0] as { n: number }).n)) > 0;
    const r = rowOf(msg);
    const rows = await rawRows(
      this.db,
      sql`with claimed as (${claim})
          insert into mail_outbox (id, site_id, to_address, from_name, subject, text_body, html_body, inline)
          select ${newId()}, ${r.siteId}, ${r.toAddress}, ${r.fromName}, ${r.subject}, ${r.textBody}, ${r.htmlBody}, ${JSON.stringify(r.inline)}::jsonb
          from claimed limit 1 returning id`,
    );
    if (rows.length) this.kick();
    return rows.length > 0;
  }

  /** Sends whatever is due now, in the background; never two runs at once on this instance. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        // A full batch means there may be more.
        while ((await this.sendDue().catch((err) => (this.log.error({ err }, 'mail outbox run failed'), 0))) === BATCH && !this.stopped);
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Waits for the current run. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Sends what is due now and waits for it. */
  async drain(): Promise<void> {
    this.kick();
    await this.idle();
  }

  /** No more runs; waits for the current one. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.idle();
  }

  /** One batch: claims up to `limit` due rows and delivers them. Returns how many it claimed. */
  async sendDue(limit = BATCH): Promise<number> {
    const claimed = await rawRows<Claimed>(
      this.db,
      sql`with due as (
            select id from mail_outbox where status = 'queued' and next_attempt_at <= now()
            order by next_attempt_at limit ${limit} for update skip locked)
          update mail_outbox m set next_attempt_at = now() + make_interval(secs => ${this.opts.leaseMs / 1000}::double precision), attempts = m.attempts + 1
          from due where m.id = due.id
          returning m.id, m.site_id, m.to_address, m.from_name, m.subject, m.text_body, m.html_body, m.inline, m.attempts, m.created_at`,
    );
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async deliver(row: Claimed) {
    try {
      const images = await this.images(row);
      await this.transport().deliver({
        to: row.to_address,
        fromName: row.from_name,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: messageIdOf(row.id, this.opts.from),
        images,
      });
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 1000);
      const expired = Date.now() - new Date(row.created_at).getTime() >= this.opts.retryForMs;
      if (isPermanent(err) || expired) {
        await this.db
          .update(mailOutbox)
          .set({ status: 'failed', failedAt: new Date(), lastError: error })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'queued')));
        this.log.warn({ outboxId: row.id, attempts: row.attempts, error }, 'e-mail given up');
      } else {
        const delay = retryDelayMs(row.attempts, this.opts);
        await this.db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000}::double precision)`, lastError: error })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'queued')));
        this.log.info({ outboxId: row.id, attempts: row.attempts, retryInMs: delay, error }, 'e-mail not accepted; will retry');
      }
      return;
    }
    await this.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
  }

  /** The inline images' bytes: a data URL as written, a stored file only if it is one of the site's public files. */
  private async images(row: Claimed): Promise<InlineImage[]> {
    const out: InlineImage[] = [];
    for (const i of row.inline ?? []) {
      if (i.dataUrl?.startsWith('data:')) {
        const res = await fetch(i.dataUrl);
        out.push({
          cid: i.cid,
          filename: i.filename,
          content: Buffer.from(await res.arrayBuffer()),
          contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        });
      } else if (i.fileKey && row.site_id) {
        const [file] = await this.db
          .select({ mimetype: files.mimetype })
          .from(files)
          .where(and(eq(files.key, i.fileKey), eq(files.siteId, row.site_id), eq(files.isPublic, true)));
        if (!file) continue;
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of await this.storage.get(i.fileKey)) chunks.push(Buffer.from(chunk as Buffer));
        } catch (err) {
          // A logo removed from the store is left out; a store that cannot answer is retried like an outage.
          if (err instanceof MissingObjectError) continue;
          throw err;
        }
        out.push({ cid: i.cid, filename: i.filename, content: Buffer.concat(chunks), contentType: file.mimetype });
      }
    }
    return out;
  }

  /** E-mails given up (for an admin screen): of one site, or of all. */
  async countFailed(siteId?: string): Promise<number> {
    const where = siteId ? and(eq(mailOutbox.status, 'failed'), eq(mailOutbox.siteId, siteId)) : eq(mailOutbox.status, 'failed');
    const [row] = await this.db.select({ n: count() }).from(mailOutbox).where(where);
    return Number(row?.n ?? 0);
  }
}

const BATCH = 20;
