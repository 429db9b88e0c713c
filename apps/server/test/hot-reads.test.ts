import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/ids.ts';
import { ordersRepo } from '../src/modules/orders/repo.ts';
import { SESSION_IDLE_MS } from '../src/plugins/session.ts';
import { buildInvoice } from './checkout-factory.ts';
import { ACME, as, cookieFrom, countQueries, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';
import { PACKAGE, buildOrder, call } from './journey-factory.ts';

// The hot reads (session check, the customer's order list and order page) are prepared queries that
// return one json value each (docs/perf.md): these tests hold them to what plain selects return and
// to the session rules they must keep.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie, ACME) });
// The session cookie comes first; the readable signed-in hint follows it.
const idHashOf = (cookie: string) => sha256(cookie.split(';')[0].split('=')[1]);
const sessionRow = async (cookie: string) =>
  (
    await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(cookie)))
  )[0];
/**
 * Changes the session row behind the app's back and drops the app's cached copy, as a request reaching another
 * instance would find it (a last-seen time is not announced; session-cache.test.ts holds the announcements).
 */
const setSession = async (cookie: string, set: Partial<typeof sessions.$inferInsert>) => {
  await t.deps.db
    .update(sessions)
    .set(set)
    .where(eq(sessions.idHash, idHashOf(cookie)));
  t.deps.sessionCache.drop(idHashOf(cookie));
};

async function signIn(rememberMe: boolean) {
  const user = await createUser(t, 'acme');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: as(null, ACME),
    remoteAddress: nextIp(),
    payload: { email: user.email, password: user.password, rememberMe },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

describe('session check', () => {
  it('ends a browser session idle for longer than 24 hours', async () => {
    const cookie = await signIn(false);
    await setSession(cookie, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - MINUTE) });
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('keeps a browser session idle for a little less than 24 hours, and records that it was seen', async () => {
    const cookie = await signIn(false);
    await setSession(cookie, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS + 10 * MINUTE) });
    const before = Date.now();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie)).lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a remembered session however long it was idle', async () => {
    const cookie = await signIn(true);
    await setSession(cookie, { lastSeenAt: new Date(Date.now() - 10 * SESSION_IDLE_MS) });
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it('ends any session past its absolute expiry', async () => {
    const cookie = await signIn(true);
    await setSession(cookie, { expiresAt: new Date(Date.now() - 1000) });
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('writes the last-seen time at most every 5 minutes', async () => {
    const cookie = await signIn(false);
    const recent = new Date(Date.now() - 2 * MINUTE);
    await setSession(cookie, { lastSeenAt: recent });
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie)).lastSeenAt.getTime()).toBe(recent.getTime());

    await setSession(cookie, { lastSeenAt: new Date(Date.now() - 6 * MINUTE) });
    const before = Date.now();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie)).lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('loads the same user as a plain lookup, with the visible order count', async () => {
    const cookie = await login(t.app, 'customer@demo.test');
    const found = await t.deps.repos.auth.findSession(idHashOf(cookie), t.demo.acme.id);
    expect(found?.user).toEqual(await t.deps.repos.auth.findUserById(t.demo.acme.id, t.demo.acme.users.user));
    expect(found?.user.orderCount).toBeGreaterThan(0);
    expect(await t.deps.repos.auth.findSession(idHashOf(cookie), t.demo.beta.id)).toBeUndefined();
  });
});

describe('customer order reads', () => {
  const owner = () => ({ siteId: t.demo.acme.id, customerId: t.demo.acme.users.user });

  it('returns every column of the order exactly as a plain select does, timestamps to the millisecond', async () => {
    const order = await buildOrder(t, {
      pkg: PACKAGE.bundle,
      dueDate: new Date('2031-02-03T04:05:06.789Z'),
      tipByCustomer: 1250,
      revisionData: { 'svc-resume': { sentByWriter: true, pendingClientReview: false } },
    });
    const detail = await t.deps.repos.orders.findOwnDetail(owner(), order.id);
    const [plain] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(detail?.order).toEqual(plain);
    expect(detail?.order.createdAt).toBeInstanceOf(Date);
    expect(detail?.customer).toMatchObject({ id: t.demo.acme.users.user, email: 'customer@demo.test' });
    expect(detail?.writer).toMatchObject({ id: t.demo.acme.users.writer });
  });

  it('shows the latest of the order’s invoices, and none of another order', async () => {
    const order = await buildOrder(t);
    const other = await buildOrder(t);
    await buildInvoice(t, 'acme', { orderId: order.id, packageName: 'First', createdAt: new Date(Date.now() - 60_000) });
    await buildInvoice(t, 'acme', { orderId: order.id, packageName: 'Second' });
    expect((await t.deps.repos.orders.findOwnDetail(owner(), order.id))?.invoice).toMatchObject({ packageName: 'Second', price: 4900 });
    expect((await t.deps.repos.orders.findOwnDetail(owner(), other.id))?.invoice).toBeNull();
  });

  it('lists the orders as a plain select does, newest first', async () => {
    const list = await t.deps.repos.orders.listOwn(owner());
    const plain = await t.deps.db
      .select({ id: orders.id, createdAt: orders.createdAt, completedAt: orders.completedAt, price: orders.price })
      .from(orders)
      .where(eq(orders.customerId, t.demo.acme.users.user))
      .orderBy(desc(orders.createdAt));
    expect(list.map(({ id, createdAt, completedAt, price }) => ({ id, createdAt, completedAt, price }))).toEqual(plain);
    expect(await t.deps.repos.orders.listOwn({ ...owner(), customerId: 'nobody' })).toEqual([]);
  });

  it('lists with the same number of queries whatever the number of orders', async () => {
    const fresh = await createUser(t, 'acme');
    const cookie = await login(t.app, fresh.email);
    const count = async (sessionCached: boolean) => {
      if (!sessionCached) t.deps.sessionCache.clear();
      const { result: res, queries: n } = await countQueries(t.deps.db, () => call(t, cookie, 'GET', '/api/customer/orders'));
      return { n, orders: res.json().orders.length as number };
    };
    await buildOrder(t, { customerId: fresh.id });
    await t.deps.bus.sync();
    const one = [await count(false), await count(true)];
    for (let i = 0; i < 5; i++) await buildOrder(t, { customerId: fresh.id });
    await t.deps.bus.sync();
    const six = [await count(false), await count(true)];
    expect([...one, ...six].map((c) => c.orders)).toEqual([1, 1, 6, 6]);
    // The session check unless this instance has the session cached, then the list unless this instance has it (new
    // orders dropped it).
    expect([...one, ...six].map((c) => c.n)).toEqual([2, 0, 2, 0]);
  });

  it('prepares the reads of a transaction’s repo only when they run', async () => {
    const prepare = vi.fn();
    const fake = new Proxy({}, { get: () => prepare }) as never;
    ordersRepo(fake);
    expect(prepare).not.toHaveBeenCalled();
  });
});
