import { describe, expect, it } from 'vitest';
import { chatSuite, type Frame } from './chat-helpers.ts';
import { as } from './helpers.ts';

/**
 * The menu's unread badges stay live: every message tells the recipients'
 * sockets that do not follow the conversation (`unread` frames), and reading
 * it tells the reader's other sockets.
 */
const s = chatSuite();
const { cookies, connect } = s;
const unreadOf = async (cookie: string) => (await s.t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: as(cookie) })).json();
const isUnread = (f: Frame) => f.type === 'unread';

describe('unread frames', () => {
  it("tells the recipient's other sockets of every message, not the sender and not the sockets following it", async () => {
    const order = s.orders.inProgress.id;
    const dashboard = await connect(cookies.customer);
    const orderPage = await connect(cookies.customer);
    await orderPage.subscribe({ order_id: order });
    const writer = await connect(cookies.writer);
    await writer.subscribe({ order_id: order });
    const before = (await unreadOf(cookies.customer)).orders.find((o: { order_id: string }) => o.order_id === order)?.count ?? 0;

    for (const content of ['First of two', 'Second of two']) {
      writer.send({ type: 'new_message', message_type: 'text', content });
      expect(await dashboard.next(isUnread)).toEqual({ type: 'unread', chatType: 'writerToCustomer', order_id: order, userId: null });
      await orderPage.nextOfType('new_message');
    }
    // A second message raises the count without a second notification: only the unread frame says so.
    expect((await unreadOf(cookies.customer)).orders.find((o: { order_id: string }) => o.order_id === order).count).toBe(before + 2);
    await orderPage.expectNone(isUnread);
    await writer.expectNone(isUnread);

    // Reading on the order page: the dashboard socket hears it, and the count is 0.
    orderPage.send({ type: 'request_all_messages' });
    const history = await orderPage.nextOfType('all_messages');
    orderPage.send({ type: 'read', message_ids: history.messages.map((m: { _id: string }) => m._id).slice(-500) });
    expect(await dashboard.next(isUnread)).toMatchObject({ order_id: order });
    expect((await unreadOf(cookies.customer)).orders.find((o: { order_id: string }) => o.order_id === order)).toBeUndefined();
    // The writer's sockets are not told of the customer's reading (their counts did not change).
    await writer.expectNone(isUnread);
  });

  it("tells every admin's socket of a writer's message to the admins, and the writer of an admin's answer", async () => {
    const writerId = s.t.demo.acme.users.writer;
    const admin = await connect(cookies.admin);
    const writerMenu = await connect(cookies.writer);
    const writer = await connect(cookies.writer);
    await writer.subscribe({ chatType: 'writerToAdmin' });
    writer.send({ type: 'new_message', message_type: 'text', content: 'A question for the admins' });
    expect(await admin.next(isUnread)).toEqual({ type: 'unread', chatType: 'writerToAdmin', order_id: null, userId: writerId });
    await writerMenu.expectNone(isUnread);

    const adminChat = await connect(cookies.admin);
    await adminChat.subscribe({ chatType: 'writerToAdmin', userId: writerId });
    adminChat.send({ type: 'new_message', message_type: 'text', content: 'An answer' });
    expect(await writerMenu.next(isUnread)).toMatchObject({ chatType: 'writerToAdmin', userId: writerId });
  });

  it('tells a reviewer nothing (no unread state) and nobody outside the conversation', async () => {
    const reviewer = await connect(cookies.reviewer);
    const admin = await connect(cookies.admin);
    const writer = await connect(cookies.writer);
    await writer.subscribe({ order_id: s.orders.inProgress.id });
    writer.send({ type: 'new_message', message_type: 'text', content: 'Only for the customer' });
    await writer.nextOfType('new_message');
    await reviewer.expectNone(isUnread);
    await admin.expectNone(isUnread);
  });
});
