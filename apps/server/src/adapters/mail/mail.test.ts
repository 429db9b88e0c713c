import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedSite } from '../../lib/context.ts';
import { createMailTransport } from './index.ts';
import { brandedMail } from './templates.ts';

const site = {
  id: 's1',
  clientId: 'acme',
  name: 'Acme Resumes',
  currency: 'usd',
  settings: { companyName: 'Acme <Resumes>', logo: '' },
  websiteJson: null,
} as unknown as ResolvedSite;

const mail = brandedMail(site, 'http://localhost:3000', 'casey@example.test', {
  language: 'en',
  subject: 'Reset your password',
  heading: 'Reset your password',
  body: 'The link below works once.',
  actionText: 'Choose a new password',
  actionUrl: 'http://localhost:3000/reset-password/abc123',
});

describe('mail adapter over SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a branded message to the SMTP server named by SMTP_URL', async () => {
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@acme.test',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
    await transport.deliver({ ...mail, messageId: '<row1@acme.test>', images: [] });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['casey@example.test']);
    expect(received[0].from).toBe('no-reply@acme.test');
    expect(received[0].data).toContain('Subject: Reset your password');
    expect(received[0].data).toContain('http://localhost:3000/reset-password/abc123');
    // The site's name is escaped in the HTML part.
    expect(received[0].data).toContain('Acme &lt;Resumes&gt;');
  });
});

describe('mail adapter without SMTP', () => {
  it('writes the message to the outbox folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const transport = createMailTransport({ from: 'no-reply@acme.test', outboxDir: dir, log: pino({ level: 'silent' }) });
    await transport.deliver({ ...mail, messageId: '<row1@acme.test>', images: [] });
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const summary = JSON.parse(
      fs.readFileSync(
        path.join(
          dir,
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    );
    expect(summary).toMatchObject({ to: 'casey@example.test', subject: 'Reset your password' });
    expect(summary.text).toContain('/reset-password/abc123');
    fs.rmSync(dir, { recursive: true });
  });
});
