/**
 * Two server instances on one PostgreSQL form one chat (DESIGN §1): LISTEN/NOTIFY
 * carries messages, typing, receipts and notifications between them; e-mails
 * and digests are claimed so only one instance sends each.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { TestSocket, eventually } from './chat-helpers.ts';
import { as, login } from './helpers.ts';
import { build, postgresAvailable, sharedDatabase, type Instance } from './pg-instances.ts';

const available = await postgresAvailable('the two-instance chat test');
const log = pino({ level: 'silent' });

let A: Instance;
let B: Instance;
let demo: Awaited<ReturnType<typeof seedDemo>>;
let orderId: string;
const cookies = {} as Record<'customer' | 'writer', string>;
const open: TestSocket[] = [];

async function connect(i: Instance, cookie: string) {
  const s = await TestSocket.open(i.address, { cookie });
  open.push(s);
  return s;
}

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase('dd_chat2');
    A = await shared.instance({ CHAT_DIGEST_DELAY_MINUTES: '0.001' });
    B = await shared.instance({ CHAT_DIGEST_DELAY_MINUTES: '0.001' });
    demo = await seedDemo(A.database.db, A.deps.storage);
    await build(A, { listen: true });
    await build(B, { listen: true });
    const { orders } = await import('../src/db/schema.ts');
    const { and, eq, isNotNull, lt } = await import('drizzle-orm');
    const [o] = await A.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, demo.acme.id), isNotNull(orders.writerId), lt(orders.statusPercentage, 100)))
      .limit(1);
    orderId = o.id;
    cookies.customer = await login(A.app, 'customer@demo.test');
    cookies.writer = await login(B.app, 'writer@demo.test');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => shared?.dispose());

  it('a message sent on A reaches a subscriber on B, once, and the sender on A, once', async () => {
    const customerOnB = await connect(B, cookies.customer);
    const writerOnA = await connect(A, cookies.writer);
    await customerOnB.subscribe({ order_id: orderId });
    await writerOnA.subscribe({ order_id: orderId });
    writerOnA.send({ type: 'new_message', message_type: 'text', content: 'Sent on A' });
    const there = await customerOnB.nextOfType('new_message');
    const here = await writerOnA.nextOfType('new_message');
    expect(there.message).toEqual(here.message);
    expect(there.message).toMatchObject({ content: 'Sent on A', writerName: 'Wren Writer' });
    // A message too large for a NOTIFY payload is loaded by id on B.
    writerOnA.send({ type: 'new_message', message_type: 'text', content: 'x'.repeat(10_000) });
    expect((await customerOnB.nextOfType('new_message')).message.content).toHaveLength(10_000);
    await writerOnA.nextOfType('new_message');
    await customerOnB.expectNone((f) => f.type === 'new_message');
    await writerOnA.expectNone((f) => f.type === 'new_message');
  });

  it('typing and read receipts cross instances too', async () => {
    const customerOnB = await connect(B, cookies.customer);
    const writerOnA = await connect(A, cookies.writer);
    await customerOnB.subscribe({ order_id: orderId });
    await writerOnA.subscribe({ order_id: orderId });
    customerOnB.send({ type: 'typing' });
    expect((await writerOnA.nextOfType('typing')).user._id).toBe(demo.acme.users.user);
    writerOnA.send({ type: 'new_message', message_type: 'text', content: 'Please confirm' });
    const { message } = await customerOnB.nextOfType('new_message');
    expect(await writerOnA.next((f) => f.type === 'receipt' && f.status === 'delivered' && f.upTo === message._id)).toBeTruthy();
    customerOnB.send({ type: 'read', message_ids: [message._id] });
    expect(await writerOnA.next((f) => f.type === 'receipt' && f.status === 'read')).toMatchObject({ upTo: message._id });
  });

  it('a notification written through A is pushed on B, and its e-mail is sent exactly once', async () => {
    const customerOnB = await connect(B, cookies.customer);
    const before = A.sent.length + B.sent.length;
    const res = await A.app.inject({
      method: 'PATCH',
      url: '/api/writer/orders/set-due-date',
      headers: as(cookies.writer),
      payload: { orderId, clientId: 'acme', dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(res.statusCode).toBe(200);
    expect((await customerOnB.nextOfType('notification')).notification.data.action).toBe('due_date_set');
    await eventually(() => expect(A.sent.length + B.sent.length).toBe(before + 1));
    await Promise.all([A.app.chat.mail.idle(), B.app.chat.mail.idle()]);
    await new Promise((r) => setTimeout(r, 200));
    expect(A.sent.length + B.sent.length).toBe(before + 1);
  });

  it('the digest job on both instances at once sends one digest', async () => {
    const writerOnA = await connect(A, cookies.writer);
    await writerOnA.subscribe({ order_id: orderId });
    writerOnA.send({ type: 'new_message', message_type: 'text', content: 'Digest me' });
    await writerOnA.nextOfType('new_message');
    // The recipients' unread clocks are written beside the delivery, not before it: wait until one is due.
    await eventually(async () => {
      const due = await rawRows(A.deps.db, sql`select 1 from chat_reads where unread_since <= now() - interval '0.2 seconds'`);
      expect(due.length).toBeGreaterThan(0);
    }, 10_000);
    const before = [...A.sent, ...B.sent].filter((m) => m.subject.startsWith('You have')).length;
    const runs = await Promise.all([runJobsOnce(A.deps, log), runJobsOnce(B.deps, log), runJobsOnce(A.deps, log), runJobsOnce(B.deps, log)]);
    expect(runs.reduce((n, r) => n + r.digests, 0)).toBe(1);
    expect([...A.sent, ...B.sent].filter((m) => m.subject.startsWith('You have')).length).toBe(before + 1);
  });
});
