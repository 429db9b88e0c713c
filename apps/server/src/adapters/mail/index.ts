import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailInline } from '../../db/schema.ts';

export type { TMailInline };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sending site's brand, shown as the sender name. */
  fromName: string;
  /** The site it is sent for (the outbox counts failures per site; a stored logo is read from it). */
  siteId?: string | null;
  /** Images the HTML shows as `cid:` (the site's logo). */
  inline?: TMailInline[];
}

/**
 * What the product calls to send an e-mail. It is the outbox (outbox.ts): the
 * message is stored and the call returns; a sender delivers it, retrying.
 */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** An inline image ready to attach. */
export interface InlineImage {
  cid: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Hands one message to the mail server; resolves once the server accepted it. */
export interface MailTransport {
  deliver(msg: MailMessage & { messageId: string; images: InlineImage[] }): Promise<void>;
}

// A send that hangs must end well before the outbox's lease does (MAIL_LEASE_SECONDS).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * SMTP when a URL is configured; otherwise each message is written to the
 * outbox folder as an .eml file (and a .json summary) and logged.
 */
export function createMailTransport(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): MailTransport {
  const options = (msg: Parameters<MailTransport['deliver']>[0]) => ({
    from: { name: msg.fromName, address: opts.from },
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    messageId: msg.messageId,
    attachments: msg.images.map((i) => ({
      cid: i.cid,
      filename: i.filename,
      content: i.content,
      contentType: i.contentType,
      contentDisposition: 'inline' as const,
    })),
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS } as never);
    return {
      async deliver(msg) {
        await transport.sendMail(options(msg));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(msg) {
      const info = await transport.sendMail(options(msg));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      // In the order written (tests and people read the newest), then the outbox row it came from.
      const name = `${Date.now()}-${msg.messageId.replace(/^<|@.*$/g, '')}`;
      await fs.writeFile(path.join(opts.outboxDir, `${name}.eml`), info.message as Buffer);
      // Written under another name, then renamed: whoever reads the outbox's .json files never meets half of one.
      const json = path.join(opts.outboxDir, `${name}.json`);
      await fs.writeFile(
        `${json}.part`,
        JSON.stringify({ to: msg.to, subject: msg.subject, text: msg.text, messageId: msg.messageId, sentAt: new Date().toISOString() }, null, 2),
      );
      await fs.rename(`${json}.part`, json);
      opts.log.info({ to: msg.to, subject: msg.subject, outbox: name }, 'mail written to outbox');
    },
  };
}
