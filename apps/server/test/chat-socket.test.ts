import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { chatMessages } from '../src/db/schema.ts';
import { TestSocket, listenLocal } from './chat-helpers.ts';
import { as, createTestApp, demoOrders, login, type TestApp } from './helpers.ts';

let t: TestApp;
let address: string;
let orderId: string;
const cookies = {} as Record<'customer' | 'writer' | 'reviewer' | 'admin', string>;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  address = await listenLocal(t);
  orderId = (await demoOrders(t, 'acme')).inProgress.id;
  for (const role of ['customer', 'writer', 'reviewer', 'admin'] as const) cookies[role] = await login(t.app, `${role}@demo.test`);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(() => t?.close());

async function connect(cookie: string): Promise<TestSocket> {
  const s = await TestSocket.open(address, { cookie });
  open.push(s);
  return s;
}
const order = () => ({ order_id: orderId, chatType: 'writerToCustomer', sent_by: 'ignored' });
const stored = (conversation: string) =>
  t.deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.siteId, t.demo.acme.id), eq(chatMessages.conversation, conversation)));

describe('subscribe and history', () => {
  it('subscribes the customer to the order chat and sends the history on request_all_messages', async () => {
    const s = await connect(cookies.customer);
    expect(await s.subscribe(order())).toEqual({ type: 'subscribed', chatType: 'writerToCustomer', order_id: orderId, userId: null, readOnly: false });
    s.send({ type: 'request_all_messages' });
    const all = await s.nextOfType('all_messages');
    expect(all.messages.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(all.messages[0]).sort()).toEqual([
      '_id',
      'chatType',
      'content',
      'createdAt',
      'data',
      'order_id',
      'sent_by',
      'type',
      'userId',
      'writerName',
    ]);
    expect(all.messages[0]).toMatchObject({
      type: 'text',
      sent_by: t.demo.acme.users.writer,
      writerName: 'Wren Writer',
      order_id: orderId,
      chatType: 'writerToCustomer',
      data: null,
    });
    expect(all.clientName).toBe('Casey Customer');
    expect(all.writers.map((w: { firstName: string }) => w.firstName)).toEqual(['Wren']);
    expect(all.readOnly).toBe(false);
    // The writer read everything; the writer's own position is in the customer's receipts.
    const writerReceipt = all.receipts.find((r: { userId: string }) => r.userId === t.demo.acme.users.writer);
    expect(writerReceipt.read).toBe(all.messages[all.messages.length - 1]._id);
  });

  it('lets a reviewer of the site read but not write', async () => {
    const s = await connect(cookies.reviewer);
    expect((await s.subscribe(order())).readOnly).toBe(true);
    s.send({ type: 'request_all_messages', order_id: orderId });
    expect((await s.nextOfType('all_messages')).readOnly).toBe(true);
    const before = (await stored(`order:${orderId}`)).length;
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: 'I should not be here' })).toBe(MESSAGES.chatReadOnly);
    expect(await s.refused({ type: 'typing' })).toBe(MESSAGES.chatReadOnly);
    expect((await stored(`order:${orderId}`)).length).toBe(before);
    await s.alive();
  });
});

describe('messages', () => {
  it('delivers a message to every subscriber, sender included, as the stored message', async () => {
    const customer = await connect(cookies.customer);
    const writer = await connect(cookies.writer);
    const reviewer = await connect(cookies.reviewer);
    for (const s of [customer, writer, reviewer]) await s.subscribe(order());
    customer.send({ type: 'new_message', message_type: 'text', content: '  Here is my <b>job description</b>\n\u0000thanks  ' });
    const frames = await Promise.all([customer, writer, reviewer].map((s) => s.nextOfType('new_message')));
    const m = frames[0].message;
    expect(frames.map((f) => f.message)).toEqual([m, m, m]);
    expect(m).toMatchObject({
      type: 'text',
      content: 'Here is my <b>job description</b>\nthanks',
      sent_by: t.demo.acme.users.user,
      writerName: '',
      data: null,
      order_id: orderId,
      chatType: 'writerToCustomer',
      userId: null,
    });
    const [row] = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, m._id));
    expect(row.content).toBe(m.content);

    writer.send({ type: 'new_message', message_type: 'text', content: 'Got it, thank you!' });
    expect((await customer.nextOfType('new_message')).message).toMatchObject({ writerName: 'Wren Writer', sent_by: t.demo.acme.users.writer });
  });

  it('sends read receipts: delivered when it reaches the customer, read when the customer says so', async () => {
    const customer = await connect(cookies.customer);
    const writer = await connect(cookies.writer);
    const reviewer = await connect(cookies.reviewer);
    for (const s of [customer, writer, reviewer]) await s.subscribe(order());
    writer.send({ type: 'new_message', message_type: 'text', content: 'Did you get this?' });
    const { message } = await customer.nextOfType('new_message');
    const delivered = await writer.next((f) => f.type === 'receipt' && f.status === 'delivered' && f.upTo === message._id);
    expect(delivered).toMatchObject({ chatType: 'writerToCustomer', order_id: orderId, reader: t.demo.acme.users.user, message_ids: [message._id] });

    const unread = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: as(cookies.customer) })).json();
    expect((await unread()).orders.find((o: { order_id: string }) => o.order_id === orderId).count).toBeGreaterThanOrEqual(1);

    customer.send({ type: 'read', message_ids: [message._id] });
    const read = await writer.next((f) => f.type === 'receipt' && f.status === 'read');
    expect(read).toMatchObject({ reader: t.demo.acme.users.user, upTo: message._id, message_ids: [message._id] });
    expect((await unread()).orders.find((o: { order_id: string }) => o.order_id === orderId)).toBeUndefined();
    // Receipts are for the participants; reviewers do not get them.
    await reviewer.expectNone((f) => f.type === 'receipt');
    // Reading again (or reading one's own message) changes nothing and tells nobody.
    customer.send({ type: 'read', message_ids: [message._id] });
    await writer.expectNone((f) => f.type === 'receipt' && f.status === 'read');
  });

  it('shows typing to the others, never stored', async () => {
    const customer = await connect(cookies.customer);
    const writer = await connect(cookies.writer);
    const reviewer = await connect(cookies.reviewer);
    for (const s of [customer, writer, reviewer]) await s.subscribe(order());
    const before = (await stored(`order:${orderId}`)).length;
    customer.send({ type: 'typing' });
    for (const s of [writer, reviewer]) {
      expect(await s.nextOfType('typing')).toEqual({
        type: 'typing',
        chatType: 'writerToCustomer',
        order_id: orderId,
        userId: null,
        user: { _id: t.demo.acme.users.user, name: 'Casey Customer' },
        typing: true,
      });
    }
    customer.send({ type: 'typing', typing: false });
    expect((await writer.nextOfType('typing')).typing).toBe(false);
    await customer.expectNone((f) => f.type === 'typing');
    expect((await stored(`order:${orderId}`)).length).toBe(before);
  });
});

describe('writer to admin', () => {
  it("is the writer's own conversation with the admins", async () => {
    const writer = await connect(cookies.writer);
    const admin = await connect(cookies.admin);
    const writerId = t.demo.acme.users.writer;
    expect(await writer.subscribe({ chatType: 'writerToAdmin' })).toMatchObject({
      type: 'subscribed',
      chatType: 'writerToAdmin',
      order_id: null,
      userId: writerId,
    });
    expect(await admin.subscribe({ chatType: 'writerToAdmin', userId: writerId })).toMatchObject({ type: 'subscribed', userId: writerId });
    admin.send({ type: 'request_all_messages' });
    const all = await admin.nextOfType('all_messages');
    expect(all).toMatchObject({ chatType: 'writerToAdmin', clientName: 'Wren Writer', userId: writerId });
    expect(all.messages.map((m: { content: string }) => m.content)).toContain('Sure, I will assign them tomorrow.');

    admin.send({ type: 'new_message', message_type: 'text', content: 'Two new orders are yours.' });
    expect((await writer.nextOfType('new_message')).message).toMatchObject({
      chatType: 'writerToAdmin',
      order_id: null,
      userId: writerId,
      writerName: 'Ada Admin',
    });
  });

  it('refuses everyone else', async () => {
    const customer = await connect(cookies.customer);
    expect((await customer.subscribe({ chatType: 'writerToAdmin', userId: t.demo.acme.users.writer })).message).toBe(MESSAGES.forbidden);
    const reviewer = await connect(cookies.reviewer);
    expect((await reviewer.subscribe({ chatType: 'writerToAdmin', userId: t.demo.acme.users.writer })).message).toBe(MESSAGES.forbidden);
    const admin = await connect(cookies.admin);
    expect((await admin.subscribe({ chatType: 'writerToAdmin', userId: t.demo.acme.users.user })).message).toBe(MESSAGES.notFound);
    expect((await admin.subscribe({ chatType: 'writerToAdmin' })).message).toBe(MESSAGES.chatBadFrame);
    // Admins are not part of the order's chat.
    expect((await admin.subscribe(order())).message).toBe(MESSAGES.forbidden);
  });
});
