import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { chatMessages, files, sites } from '../src/db/schema.ts';
import { TestSocket, listenLocal } from './chat-helpers.ts';
import { BETA, SAMPLES, createTestApp, createUser, demoOrders, login, upload, type TestApp } from './helpers.ts';

let t: TestApp;
let address: string;
let orders: Awaited<ReturnType<typeof demoOrders>>;
let customer: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_RATE_MESSAGES: '10', CHAT_RATE_WINDOW_SECONDS: '5' });
  address = await listenLocal(t);
  orders = await demoOrders(t, 'acme');
  customer = await login(t.app, 'customer@demo.test');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(() => t?.close());

async function connect(cookie: string | null, opts: { host?: string; origin?: string | null } = {}) {
  const s = await TestSocket.open(address, { cookie, ...opts });
  open.push(s);
  return s;
}
const port = () => address.split(':')[1];
const count = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0].n;
const inProgress = () => ({ order_id: orders.inProgress.id, chatType: 'writerToCustomer' });
const status = (p: Promise<unknown>) =>
  p.then(
    () => 101,
    (err: { status?: number }) => err.status,
  );

describe('the upgrade', () => {
  it('is refused without a session (401), before any socket exists', async () => {
    expect(await status(connect(null))).toBe(401);
    expect(await status(connect('sid=not-a-session'))).toBe(401);
  });

  it("is refused with another site's cookie (401)", async () => {
    const betaCustomer = await login(t.app, 'customer@demo.test', BETA);
    expect(await status(connect(betaCustomer))).toBe(401);
    // On its own site it is fine.
    expect(await status(connect(betaCustomer, { host: `${BETA}:${port()}` }))).toBe(101);
  });

  it('is refused from a foreign Origin (403), accepted from the same origin or without one', async () => {
    expect(await status(connect(customer, { origin: 'http://evil.example' }))).toBe(403);
    expect(await status(connect(customer, { origin: `http://localhost:${port()}` }))).toBe(403);
    expect(await status(connect(customer, { origin: null }))).toBe(101);
    expect(await status(connect(customer))).toBe(101);
  });
});

describe('who takes part', () => {
  it('refuses a customer who does not own the order, and a writer of another order', async () => {
    const stranger = await createUser(t, 'acme');
    const s = await connect(await login(t.app, stranger.email));
    expect((await s.subscribe(inProgress())).message).toBe(MESSAGES.orderNotFound);
    const otherWriter = await createUser(t, 'acme', { role: 'writer' });
    const w = await connect(await login(t.app, otherWriter.email));
    expect((await w.subscribe(inProgress())).message).toBe(MESSAGES.orderNotFound);
    // Its own writer-to-admin conversation is not another writer's.
    expect((await w.subscribe({ chatType: 'writerToAdmin', userId: t.demo.acme.users.writer })).message).toBe(MESSAGES.forbidden);
    const before = await count();
    expect(await w.refused({ type: 'new_message', message_type: 'text', content: 'hello', order_id: orders.inProgress.id })).toBe(MESSAGES.chatNotSubscribed);
    expect(await count()).toBe(before);
  });

  it('waits for a writer: unassigned orders have no chat yet', async () => {
    const s = await connect(customer);
    expect((await s.subscribe({ order_id: orders.unsigned.id, chatType: 'writerToCustomer' })).message).toBe(MESSAGES.chatNotAssigned);
  });

  it('is hidden when the site disables the writer-customer chat', async () => {
    const [site] = await t.deps.db.select().from(sites).where(eq(sites.id, t.demo.acme.id));
    const settings = site.settings as { website_settings: Record<string, boolean> };
    const flip = async (on: boolean) => {
      await t.deps.db
        .update(sites)
        .set({ settings: { ...settings, website_settings: { ...settings.website_settings, disable_writer_customer_chat: on } } })
        .where(eq(sites.id, site.id));
      t.deps.siteCache.invalidate();
    };
    await flip(true);
    try {
      const s = await connect(customer);
      expect((await s.subscribe(inProgress())).message).toBe(MESSAGES.chatDisabled);
    } finally {
      await flip(false);
    }
  });

  it('drops a writer taken off the order at the next message', async () => {
    const order = orders.completed;
    const newWriter = await createUser(t, 'acme', { role: 'writer' });
    const old = await connect(await login(t.app, 'writer@demo.test'));
    expect((await old.subscribe({ order_id: order.id })).type).toBe('subscribed');
    const { orders: ordersTable } = await import('../src/db/schema.ts');
    await t.deps.db.update(ordersTable).set({ writerId: newWriter.id }).where(eq(ordersTable.id, order.id));
    try {
      const c = await connect(customer);
      await c.subscribe({ order_id: order.id });
      c.send({ type: 'new_message', message_type: 'text', content: 'Hello new writer' });
      expect((await old.nextOfType('error')).message).toBe(MESSAGES.orderNotFound);
      await old.expectNone((f) => f.type === 'new_message');
      expect(await old.refused({ type: 'new_message', message_type: 'text', content: 'still here?' })).toBe(MESSAGES.chatNotSubscribed);
    } finally {
      await t.deps.db.update(ordersTable).set({ writerId: t.demo.acme.users.writer }).where(eq(ordersTable.id, order.id));
    }
  });
});

describe('bad frames', () => {
  it('answers each with an error frame, stores nothing and keeps the socket open', async () => {
    const s = await connect(customer);
    const before = await count();
    expect(await s.refused('{not json')).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused('[1,2]')).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused({ hello: 'world' })).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused({ type: 'delete_everything' })).toBe(MESSAGES.chatUnknownType);
    expect(await s.refused(Buffer.from([1, 2, 3]))).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: 'before subscribing' })).toBe(MESSAGES.chatNotSubscribed);
    await s.subscribe(inProgress());
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: 'a'.repeat(10_001) })).toBe(MESSAGES.chatMessageTooLong);
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: '   \n ' })).toBe(MESSAGES.chatMessageEmpty);
    expect(await s.refused({ type: 'new_message', message_type: 'html', content: 'x' })).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: 'x', role: 'admin' })).toBe(MESSAGES.chatBadFrame);
    expect(await s.refused({ type: 'new_message', message_type: 'text', content: 'x', order_id: orders.completed.id })).toBe(MESSAGES.chatNotSubscribed);
    expect(await s.refused({ type: 'new_message', message_type: 'file' })).toBe(MESSAGES.chatBadFrame);
    expect(await count()).toBe(before);
    await s.alive();
    // 10,000 characters exactly is fine.
    s.send({ type: 'new_message', message_type: 'text', content: 'b'.repeat(10_000) });
    expect((await s.nextOfType('new_message')).message.content).toHaveLength(10_000);
  });

  it('closes the socket on a frame beyond the size limit (64 KB)', async () => {
    const s = await connect(customer);
    s.send({ type: 'ping', pad: 'x'.repeat(70_000) });
    await expect(s.nextOfType('pong', 2000)).rejects.toThrow(/closed \(1009\)/);
  });

  it('rate-limits a flood of messages from one socket: 10 per 5 s', async () => {
    const s = await connect(customer);
    await s.subscribe(inProgress());
    const before = await count();
    for (let i = 0; i < 14; i++) s.send({ type: 'new_message', message_type: 'text', content: `flood ${i}` });
    const errors = [];
    for (let i = 0; i < 4; i++) errors.push((await s.nextOfType('error')).message);
    expect(errors).toEqual(Array(4).fill(MESSAGES.chatRateLimited));
    for (let i = 0; i < 10; i++) await s.nextOfType('new_message');
    expect((await count()) - before).toBe(10);
    await s.alive();
  });
});

describe('file messages', () => {
  it("sends the sender's upload, with the stored name and type, and attaches it to the order", async () => {
    const s = await connect(customer);
    await s.subscribe(inProgress());
    const up = await upload(t, customer, 'job-description.pdf', SAMPLES.pdf, { type: 'application/pdf' });
    const { key } = up.json();
    s.send({ type: 'new_message', message_type: 'file', data: { key, mimetype: 'text/html', originalname: 'evil.html' } });
    const { message } = await s.nextOfType('new_message');
    expect(message).toMatchObject({ type: 'file', content: '', data: { key, mimetype: 'application/pdf', originalname: 'job-description.pdf' } });
    const [file] = await t.deps.db.select().from(files).where(eq(files.key, key));
    expect(file.orderId).toBe(orders.inProgress.id);
    // The writer can now open it.
    const writer = await login(t.app, 'writer@demo.test');
    expect((await t.app.inject({ method: 'GET', url: `/api/file/${key}`, headers: { host: 'localhost', cookie: writer } })).statusCode).toBe(200);
  });

  it('refuses files the sender may not read, of another order, or of a type the chat does not take', async () => {
    const s = await connect(customer);
    await s.subscribe(inProgress());
    const before = await count();
    const stranger = await createUser(t, 'acme');
    const theirs = (await upload(t, await login(t.app, stranger.email), 'theirs.pdf', SAMPLES.pdf, { type: 'application/pdf' })).json();
    expect(await s.refused({ type: 'new_message', message_type: 'file', data: { key: theirs.key, mimetype: 'application/pdf', originalname: 'x.pdf' } })).toBe(
      MESSAGES.fileNotFound,
    );
    const mine = (await upload(t, customer, 'old.pdf', SAMPLES.pdf, { type: 'application/pdf' })).json();
    await t.deps.repos.files.attachToOrder(t.demo.acme.id, [mine.key], orders.completed.id);
    expect(await s.refused({ type: 'new_message', message_type: 'file', data: { key: mine.key, mimetype: 'application/pdf', originalname: 'old.pdf' } })).toBe(
      MESSAGES.fileNotFound,
    );
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const pic = (await upload(t, customer, 'pic.gif', gif, { type: 'image/gif' })).json();
    expect(await s.refused({ type: 'new_message', message_type: 'file', data: { key: pic.key, mimetype: 'image/gif', originalname: 'pic.gif' } })).toBe(
      MESSAGES.chatAttachmentType,
    );
    expect(await count()).toBe(before);
  });

  it('lets a writer read what an admin sent in their conversation, and nobody else', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const a = await connect(admin);
    await a.subscribe({ chatType: 'writerToAdmin', userId: t.demo.acme.users.writer });
    const key = (await upload(t, admin, 'brief.pdf', SAMPLES.pdf, { type: 'application/pdf' })).json().key;
    const read = async (cookie: string) => (await t.app.inject({ method: 'GET', url: `/api/file/${key}`, headers: { host: 'localhost', cookie } })).statusCode;
    const writer = await login(t.app, 'writer@demo.test');
    expect(await read(writer)).toBe(404);
    a.send({ type: 'new_message', message_type: 'file', data: { key, mimetype: 'application/pdf', originalname: 'brief.pdf' } });
    await a.nextOfType('new_message');
    expect(await read(writer)).toBe(200);
    const other = await createUser(t, 'acme', { role: 'writer' });
    expect(await read(await login(t.app, other.email))).toBe(404);
    expect(await read(customer)).toBe(404);
    const rows = await t.deps.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversation, `admin:${t.demo.acme.users.writer}`), eq(chatMessages.type, 'file')));
    expect(rows).toHaveLength(1);
  });
});
