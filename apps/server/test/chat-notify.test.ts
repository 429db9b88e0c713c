import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { chatSuite } from './chat-helpers.ts';
import { ACME, BETA, as, createUser, login } from './helpers.ts';

const s = chatSuite();
const { cookies, connect } = s;
const get = (url: string, cookie: string | null, host = ACME) => s.t.app.inject({ method: 'GET', url, headers: as(cookie, host) });
const dueDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('live notifications', () => {
  it("pushes a notification to the recipient's open sockets as soon as it is committed", async () => {
    const bell = await connect(cookies.customer);
    const elsewhere = await connect(cookies.writer);
    const res = await s.t.app.inject({
      method: 'PATCH',
      url: '/api/writer/orders/set-due-date',
      headers: as(cookies.writer),
      payload: { orderId: s.orders.inProgress.id, clientId: 'acme', dueDate: dueDay(12) },
    });
    expect(res.statusCode).toBe(200);
    const { notification } = await bell.nextOfType('notification');
    expect(notification).toMatchObject({
      order_id: s.orders.inProgress.id,
      contant: 'Your writer set a due date for your order.',
      data: { senderName: 'Wren Writer', action: 'due_date_set' },
    });
    expect(Object.keys(notification).sort()).toEqual(['_id', 'contant', 'createdAt', 'data', 'order_id']);
    // It is the row the bell lists.
    const listed = (await get('/api/notifications', cookies.customer)).json().notifications;
    expect(listed[0]._id).toBe(notification._id);
    await elsewhere.expectNone((f) => f.type === 'notification');
  });

  it('pushes nothing for a write that fails (the transaction rolled back)', async () => {
    const bell = await connect(cookies.customer);
    const res = await s.t.app.inject({
      method: 'PATCH',
      url: '/api/writer/orders/set-due-date',
      headers: as(cookies.writer),
      payload: { orderId: s.orders.completed.id, clientId: 'acme', dueDate: dueDay(3) },
    });
    expect(res.statusCode).toBe(409);
    await bell.expectNone((f) => f.type === 'notification');
  });
});

describe('new chat message for an offline recipient', () => {
  it('notifies a participant who is not following the conversation, once until they read', async () => {
    const customerId = s.t.demo.acme.users.user;
    const bell = await connect(cookies.customer);
    const writer = await connect(cookies.writer);
    await writer.subscribe({ order_id: s.orders.inProgress.id });
    writer.send({ type: 'new_message', message_type: 'text', content: 'Are you there?' });
    const { notification } = await bell.nextOfType('notification');
    expect(notification).toMatchObject({ order_id: s.orders.inProgress.id, contant: 'Wren Writer sent you a new message.', data: { action: 'new_message' } });
    writer.send({ type: 'new_message', message_type: 'text', content: 'Hello?' });
    await writer.nextOfType('new_message');
    await writer.nextOfType('new_message');
    await bell.expectNone((f) => f.type === 'notification');

    // Following the conversation: no notification.
    await bell.subscribe({ order_id: s.orders.inProgress.id });
    writer.send({ type: 'new_message', message_type: 'text', content: 'Now you see me' });
    const { message } = await bell.nextOfType('new_message');
    await bell.expectNone((f) => f.type === 'notification');
    bell.send({ type: 'read', message_ids: [message._id] });
    await writer.next((f) => f.type === 'receipt' && f.status === 'read');

    // After reading, a new message while away notifies again.
    await bell.close();
    const bell2 = await connect(cookies.customer);
    writer.send({ type: 'new_message', message_type: 'text', content: 'One more thing' });
    await bell2.nextOfType('notification');
    const rows = (await s.t.deps.db.select().from(notifications).where(eq(notifications.userId, customerId))).filter((n) => n.data.action === 'new_message');
    expect(rows).toHaveLength(2);
  });

  it("tells the writer's chat with the admins to every admin who is away", async () => {
    const admin = await connect(cookies.admin);
    const writer = await connect(cookies.writer);
    await writer.subscribe({ chatType: 'writerToAdmin' });
    writer.send({ type: 'new_message', message_type: 'text', content: 'Question about my invoice' });
    const { notification } = await admin.nextOfType('notification');
    expect(notification.order_id).toBe(`chat:${s.t.demo.acme.users.writer}`);
  });
});

describe('REST', () => {
  it('GET /api/chat/messages: the history for those who take part, 404 for others', async () => {
    const url = `/api/chat/messages?order_id=${s.orders.inProgress.id}`;
    const mine = await get(url, cookies.customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status: true,
      chatType: 'writerToCustomer',
      order_id: s.orders.inProgress.id,
      clientName: 'Casey Customer',
      readOnly: false,
      hasMore: false,
    });
    expect((await get(url, cookies.writer)).statusCode).toBe(200);
    expect((await get(url, cookies.reviewer)).json().readOnly).toBe(true);
    expect((await get(url, cookies.admin)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    const stranger = await createUser(s.t, 'acme');
    expect((await get(url, await login(s.t.app, stranger.email))).statusCode).toBe(404);
    expect((await get(url, await login(s.t.app, 'customer@demo.test', BETA), BETA)).statusCode).toBe(404);
    const unassigned = await get(`/api/chat/messages?order_id=${s.orders.unsigned.id}`, cookies.customer);
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json().message).toBe(MESSAGES.chatNotAssigned);
    expect((await get(`${url}&extra=1`, cookies.customer)).statusCode).toBe(400);
  });

  it('pages back with ?before', async () => {
    const all = (await get(`/api/chat/messages?order_id=${s.orders.inProgress.id}`, cookies.customer)).json().messages;
    const page = (await get(`/api/chat/messages?order_id=${s.orders.inProgress.id}&before=${all[2]._id}`, cookies.customer)).json();
    expect(page.messages.map((m: { _id: string }) => m._id)).toEqual(all.slice(0, 2).map((m: { _id: string }) => m._id));
  });

  it('GET /api/chat/unread counts per order and per writer conversation', async () => {
    const customer = await createUser(s.t, 'acme');
    const mine = (await get('/api/chat/unread', await login(s.t.app, customer.email))).json();
    expect(mine).toEqual({ status: true, total: 0, orders: [], writerToAdmin: [] });
    const admin = await connect(cookies.admin);
    await admin.subscribe({ chatType: 'writerToAdmin', userId: s.t.demo.acme.users.writer });
    for (const text of ['Ping', 'Pong']) {
      admin.send({ type: 'new_message', message_type: 'text', content: text });
      await admin.nextOfType('new_message');
    }
    const writer = (await get('/api/chat/unread', cookies.writer)).json();
    expect(writer.writerToAdmin).toEqual([{ userId: s.t.demo.acme.users.writer, count: 2 }]);
    expect(writer.total).toBe(2 + writer.orders.reduce((n: number, o: { count: number }) => n + o.count, 0));
    const forAdmin = (await get('/api/chat/unread', cookies.admin)).json();
    expect(forAdmin.writerToAdmin.find((c: { userId: string }) => c.userId === s.t.demo.acme.users.writer)).toBeUndefined();
    expect((await get('/api/chat/unread', cookies.reviewer)).statusCode).toBe(403);
  });

  it('GET /api/admin/chat/conversations lists every writer with the last message and unread count', async () => {
    const res = await get('/api/admin/chat/conversations', cookies.admin);
    expect(res.statusCode).toBe(200);
    const wren = res.json().conversations.find((c: { userId: string }) => c.userId === s.t.demo.acme.users.writer);
    expect(wren.writer).toMatchObject({ firstName: 'Wren', email: 'writer@demo.test' });
    expect(wren.lastMessage).toMatchObject({ chatType: 'writerToAdmin', userId: s.t.demo.acme.users.writer });
    expect(typeof wren.unread).toBe('number');
    expect((await get('/api/admin/chat/conversations', cookies.writer)).statusCode).toBe(403);
  });
});
