import net from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailTransport, type MailTransport } from '../src/adapters/mail/index.ts';

/** A real SMTP peer on a port of its own: what it received, raw; `refuse` answers RCPT TO for an address with 550. */
export class SmtpPeer {
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
export const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
