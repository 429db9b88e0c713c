import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { ACME, BETA, as, createTestApp, createUser, login, type TestApp } from './helpers.ts';

let t: TestApp;
let customerA: string;
let customerB: string;
beforeAll(async () => {
  t = await createTestApp();
  customerA = await login(t.app, 'customer@demo.test', ACME);
  customerB = await login(t.app, 'customer@demo.test', BETA);
});
afterAll(() => t?.close());

type Listed = { _id: string; order_id: string; contant: string; createdAt: string; data: Record<string, string> };

const list = (cookie: string | null, host = ACME) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(cookie, host) });
const listed = async (cookie: string, host = ACME): Promise<Listed[]> => {
  const res = await list(cookie, host);
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
};
const clearSingle = (cookie: string | null, notificationsId: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/clear-single-notifications', headers: as(cookie), payload: { notificationsId } });
const clearMany = (cookie: string | null, notificationsIds: string[]) =>
  t.app.inject({ method: 'PATCH', url: '/api/clear-notifications', headers: as(cookie), payload: { notificationsIds } });

/** A new Acme customer with `count` notifications, one hour apart (the first is the newest). */
async function customerWithNotifications(count: number) {
  const user = await createUser(t, 'acme');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await t.deps.repos.notifications.create({
      siteId: t.demo.acme.id,
      userId: user.id,
      orderId: 'invoices',
      contant: `Notice ${i}`,
      data: { senderImg: '', senderName: 'Billing', senderPrefName: 'Billing', action: 'invoice_created' },
      createdAt: new Date(Date.now() - i * 3600_000),
    });
    ids.push(row.id);
  }
  return { ...user, ids, cookie: await login(t.app, user.email) };
}

describe('GET /api/notifications', () => {
  it("lists the customer's notifications, newest first, in the wire shape", async () => {
    const items = await listed(customerA);
    expect(items).toHaveLength(3);
    for (const n of items) {
      expect(Object.keys(n).sort()).toEqual(['_id', 'contant', 'createdAt', 'data', 'order_id']);
      expect(Object.keys(n.data).sort()).toEqual(['action', 'senderImg', 'senderName', 'senderPrefName']);
      expect(new Date(n.createdAt).toISOString()).toBe(n.createdAt);
    }
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ contant: 'Your writer uploaded a new draft for review.', data: { senderName: 'Wren Writer', action: 'draft_uploaded' } });
    expect(items.map((n) => n.order_id)).toContain('invoices');
  });

  it("lists the writer's own notifications only", async () => {
    const items = await listed(await login(t.app, 'writer@demo.test'));
    expect(items.map((n) => n.contant)).toEqual(['A new order was assigned to you.']);
  });

  it("never shows Beta's notifications on Acme", async () => {
    const betaIds = (await listed(customerB, BETA)).map((n) => n._id);
    expect(betaIds).toHaveLength(3);
    // A row of Beta addressed to Acme's customer id must stay on Beta as well.
    const stray = await t.deps.repos.notifications.create({
      siteId: t.demo.beta.id,
      userId: t.demo.acme.users.user,
      orderId: 'invoices',
      contant: 'Beta only',
      data: { senderImg: '', senderName: 'Beta', senderPrefName: 'Beta', action: 'invoice_created' },
    });
    const acmeIds = (await listed(customerA)).map((n) => n._id);
    expect(acmeIds).toHaveLength(3);
    for (const id of [...betaIds, stray.id]) expect(acmeIds).not.toContain(id);
  });
});

describe('clearing notifications', () => {
  it('clear-single removes one and returns the rest', async () => {
    const me = await customerWithNotifications(3);
    const res = await clearSingle(me.cookie, me.ids[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect(res.json().newNotifications.map((n: Listed) => n._id)).toEqual([me.ids[0], me.ids[2]]);
    expect((await listed(me.cookie)).map((n) => n._id)).toEqual([me.ids[0], me.ids[2]]);
  });

  it("clear-notifications clears only the caller's own, ignoring another user's ids", async () => {
    const me = await customerWithNotifications(3);
    const other = await customerWithNotifications(2);
    const res = await clearMany(me.cookie, [me.ids[0], me.ids[2], other.ids[0]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().newNotifications.map((n: Listed) => n._id)).toEqual([me.ids[1]]);
    expect((await listed(other.cookie)).map((n) => n._id)).toEqual(other.ids);
  });

  it("cannot clear another site's notifications", async () => {
    const betaIds = (await listed(customerB, BETA)).map((n) => n._id);
    expect((await clearMany(customerA, betaIds)).statusCode).toBe(200);
    expect((await clearSingle(customerA, betaIds[0])).statusCode).toBe(200);
    expect((await listed(customerB, BETA)).map((n) => n._id)).toEqual(betaIds);
  });

  it('keeps cleared notifications in the database, marked cleared', async () => {
    const me = await customerWithNotifications(1);
    await clearSingle(me.cookie, me.ids[0]);
    const [row] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, me.ids[0]), eq(notifications.userId, me.id)));
    expect(row.clearedAt).toBeInstanceOf(Date);
  });
});

describe('who may use the bell', () => {
  const calls = [
    (cookie: string | null) => list(cookie),
    (cookie: string | null) => clearSingle(cookie, 'some-id'),
    (cookie: string | null) => clearMany(cookie, ['some-id']),
  ];

  it('refuses the reviewer on all three routes', async () => {
    const reviewer = await login(t.app, 'reviewer@demo.test');
    for (const call of calls) expect((await call(reviewer)).statusCode).toBe(403);
  });

  it('refuses anonymous callers on all three routes', async () => {
    for (const call of calls) expect((await call(null)).statusCode).toBe(401);
  });

  it('lets the admin list and clear', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    for (const call of calls) expect((await call(admin)).statusCode).toBe(200);
  });
});
