import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

/** An image the e-mail's HTML shows as `cid:{cid}`: a data URL, or a stored file's key read when sending. */
export type TMailInline = { cid: string; filename: string; dataUrl?: string; fileKey?: string };

/**
 * Every e-mail the product sends, from the moment it is decided until the mail
 * server accepted it (adapters/mail/outbox.ts). `next_attempt_at` is also the
 * lease: a sender that claims a row moves it past the send's timeout, so a row
 * whose sender died is due again when the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id'),
    toAddress: text('to_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    inline: jsonb('inline').$type<TMailInline[]>().notNull().default([]),
    /** queued, sent or failed (gave up: a permanent refusal, or retried for MAIL_RETRY_HOURS). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_failed')
      .on(t.siteId, t.failedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
