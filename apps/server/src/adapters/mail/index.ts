import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sending site's brand, shown as the sender name. */
  fromName: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message is written to the
 * outbox folder as an .eml file (and a .json summary) and logged.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: { name: msg.fromName, address: opts.from }, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const info = await transport.sendMail({
        from: { name: msg.fromName, address: opts.from },
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${Date.now()}-${newId()}`;
      await fs.writeFile(path.join(opts.outboxDir, `${name}.eml`), info.message as Buffer);
      await fs.writeFile(
        path.join(opts.outboxDir, `${name}.json`),
        JSON.stringify({ to: msg.to, subject: msg.subject, text: msg.text, sentAt: new Date().toISOString() }, null, 2),
      );
      opts.log.info({ to: msg.to, subject: msg.subject, outbox: name }, 'mail written to outbox');
    },
  };
}
