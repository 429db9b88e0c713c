import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/adapters/mail/index.ts';
import { chatReads, notifications } from '../src/db/schema.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { TestSocket, eventually, listenLocal } from './chat-helpers.ts';
import { as, createTestApp, demoOrders, login, type TestApp } from './helpers.ts';

type Received = { to: string[]; subject: string; body: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
let address: string;
let orders: Awaited<ReturnType<typeof demoOrders>>;
const cookies = {} as Record<'customer' | 'writer', string>;
const open: TestSocket[] = [];
const log = pino({ level: 'silent' });

/** Headers unfolded, quoted-printable soft breaks and =3D undone: enough to read subject and links. */
function readable(raw: string) {
  const text = raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return { subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', body: text };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...readable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  // A message unread for 60 ms is due for the digest; links point at PUBLIC_URL.
  t = await createTestApp({ CHAT_DIGEST_DELAY_MINUTES: '0.001', PUBLIC_URL: 'http://portal.test' });
  t.deps.mailTransport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'no-reply@acme.test', outboxDir: '/nonexistent', log });
  address = await listenLocal(t);
  orders = await demoOrders(t, 'acme');
  cookies.customer = await login(t.app, 'customer@demo.test');
  cookies.writer = await login(t.app, 'writer@demo.test');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  received.length = 0;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const dueDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const setDueDate = (days: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/writer/orders/set-due-date',
    headers: as(cookies.writer),
    payload: { orderId: orders.inProgress.id, clientId: 'acme', dueDate: dueDay(days) },
  });
const preferences = (emailPreferences: Record<string, boolean>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/profile_update',
    headers: as(cookies.customer),
    payload: { _id: t.demo.acme.users.user, firstName: 'Casey', lastName: 'Customer', email: 'customer@demo.test', emailPreferences },
  });
/** Every notification's e-mail was claimed and the sending instance is done. */
async function mailSettled() {
  await eventually(async () => {
    const pending = (await t.deps.db.select().from(notifications)).filter((n) => n.emailKind && !n.emailedAt);
    expect(pending).toEqual([]);
  });
  await t.app.chat.mail.idle();
}
async function writerSays(...texts: string[]) {
  const writer = await TestSocket.open(address, { cookie: cookies.writer });
  open.push(writer);
  await writer.subscribe({ order_id: orders.inProgress.id });
  for (const content of texts) {
    writer.send({ type: 'new_message', message_type: 'text', content });
    await writer.nextOfType('new_message');
  }
  // The bookkeeping after the last message (unread clocks) is done once it is dated.
  await eventually(async () => {
    const [r] = await t.deps.db.select().from(chatReads).where(eq(chatReads.userId, t.demo.acme.users.user));
    expect(r.unreadSince).not.toBeNull();
  });
  await new Promise((r) => setTimeout(r, 100));
}

describe('event e-mails', () => {
  it('e-mails the customer when the due date is set, with a link into the portal', async () => {
    expect((await setDueDate(10)).statusCode).toBe(200);
    await eventually(() => expect(received).toHaveLength(1));
    const [mail] = received;
    const [order] = await import('../src/db/schema.ts').then(({ orders: o }) => t.deps.db.select().from(o).where(eq(o.id, orders.inProgress.id)));
    expect(mail.to).toEqual(['customer@demo.test']);
    expect(mail.subject).toBe(`Your order has a due date (order #${order.orderNumber})`);
    expect(mail.body).toContain(`http://portal.test/orders/view/${orders.inProgress.id}`);
    expect(mail.body).toContain('Due date: ');
    await mailSettled();
    expect(received).toHaveLength(1);
  });

  it('sends nothing when the user turned that kind off, and refuses unknown kinds', async () => {
    expect((await preferences({ due_date_set: false })).statusCode).toBe(200);
    expect((await preferences({ marketing: true })).statusCode).toBe(400);
    expect((await setDueDate(11)).statusCode).toBe(200);
    await mailSettled();
    expect(received).toEqual([]);
    // The other kinds are still on.
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookies.customer) })).json();
    expect(me.user.emailPreferences).toEqual({ due_date_set: false });
    expect((await preferences({ due_date_set: true })).statusCode).toBe(200);
  });
});

describe('the unread-message digest', () => {
  it('sends one digest per conversation window to a recipient who has not read for the delay', async () => {
    await writerSays('Quick question about your dates.', 'Also: which title do you prefer?');
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 1 });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(['customer@demo.test']);
    // The demo's last message from the writer was never read either: 3 unread.
    expect(mail.subject).toMatch(/^You have 3 unread messages about Executive Bundle \(order #\d+\)$/);
    expect(mail.body).toContain(`http://portal.test/orders/view/${orders.inProgress.id}`);
    expect(mail.body).toContain('which title do you prefer?');
    // Nothing new: no second digest.
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 0 });

    // New messages later: one more digest, about those only.
    await writerSays('Draft coming tomorrow.');
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 1 });
    expect(received[1].subject).toMatch(/^You have 1 unread message about/);
    expect(received[1].body).toContain('Draft coming tomorrow.');
  });

  it('sends nothing once the recipient has read, or when they turned digests off', async () => {
    const customer = await TestSocket.open(address, { cookie: cookies.customer });
    open.push(customer);
    await customer.subscribe({ order_id: orders.inProgress.id });
    await writerSays('Read me.');
    const { message } = await customer.next((f) => f.type === 'new_message' && f.message.content === 'Read me.');
    customer.send({ type: 'read', message_ids: [message._id] });
    await eventually(async () => {
      const [r] = await t.deps.db.select().from(chatReads).where(eq(chatReads.userId, t.demo.acme.users.user));
      expect(r.unreadSince).toBeNull();
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 0 });
    await customer.close();

    expect((await preferences({ chat_digest: false })).statusCode).toBe(200);
    await writerSays('You will not get this by e-mail.');
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 0 });
    expect(received).toEqual([]);
    await preferences({ chat_digest: true });
  });
});
