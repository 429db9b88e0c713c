/**
 * The signed-in users' rows and the customers' order lists and pages are cached per instance until a
 * change is heard on the bus (lib/heard-cache.ts, migration 0010). These tests hold them to what that
 * promises: no query while nothing changed; a change made anywhere is served once the instance has heard
 * it (`bus.sync`); a mutating request answers only once its own instance has heard its write, so the
 * writer's next request sees it; nothing is served from them while the bus is not listening.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { eventually } from './chat-helpers.ts';
import { ACME, as, countQueries, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { buildOrder } from './journey-factory.ts';
import { build, postgresAvailable, sharedDatabase, type Instance } from './pg-instances.ts';

/** GET as the signed-in user, with how many queries it took. */
async function read(app: FastifyInstance, db: unknown, cookie: string, url: string) {
  const { result: res, queries } = await countQueries(db, () => app.inject({ method: 'GET', url, headers: as(cookie, ACME) }));
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), queries };
}

describe('the user cache (/api/auth/user and every guard that loads the user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const me = async () => {
    const user = await createUser(t, 'acme', { firstName: 'Cora', lastName: 'Cached' });
    return { ...user, cookie: await login(t.app, user.email) };
  };
  const authUser = (cookie: string) => read(t.app, t.deps.db, cookie, '/api/auth/user');

  it('answers with no query once the session and the user are cached', async () => {
    const u = await me();
    const first = await authUser(u.cookie);
    const second = await authUser(u.cookie);
    expect(second.body).toEqual(first.body);
    expect(second.queries).toBe(0);
  });

  it('shows a name changed behind its back, and a new order in the count, once heard', async () => {
    const u = await me();
    expect((await authUser(u.cookie)).body).toMatchObject({ user: { firstName: 'Cora' }, orders: 0 });
    await t.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, u.id));
    await t.deps.bus.sync();
    expect((await authUser(u.cookie)).body.user.firstName).toBe('Renamed');
    const order = await buildOrder(t, { customerId: u.id });
    await t.deps.bus.sync();
    expect((await authUser(u.cookie)).body.orders).toBe(1);
    await t.deps.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, order.id));
    await t.deps.bus.sync();
    expect((await authUser(u.cookie)).body.orders).toBe(0);
  });

  it('answers a profile change in the very next request, with no wait by the client', async () => {
    const u = await me();
    await authUser(u.cookie);
    for (const lastName of ['One', 'Two', 'Three']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/profile_update',
        headers: as(u.cookie),
        payload: { _id: u.id, firstName: 'Cora', lastName, email: u.email },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await authUser(u.cookie)).body.user.lastName).toBe(lastName);
    }
  });

  it('keeps a frozen row, so no handler can change what the next request is served', async () => {
    const u = await me();
    await authUser(u.cookie);
    expect(Object.isFrozen(t.deps.userCache.get(u.id))).toBe(true);
  });
});

describe('a mutating request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers once its instance has heard everything committed before it; a read does not wait', async () => {
    const cookie = await login(t.app, 'customer@demo.test');
    const sync = vi.spyOn(t.deps.bus, 'sync');
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie) });
    expect(sync).not.toHaveBeenCalled();
    await t.app.inject({ method: 'PATCH', url: '/api/profile/language', headers: as(cookie), payload: { language: 'fr' } });
    expect(sync).toHaveBeenCalledTimes(1);
    // Refused requests too: whatever a handler did before it failed is heard before the answer.
    await t.app.inject({ method: 'PATCH', url: '/api/profile/language', headers: as(cookie), payload: { language: '??' } });
    expect(sync).toHaveBeenCalledTimes(2);
    sync.mockRestore();
  });

  it('shares one mark between the requests answering at the same time', async () => {
    const execute = vi.spyOn(t.deps.db, 'execute');
    await Promise.all([t.deps.bus.sync(), t.deps.bus.sync(), t.deps.bus.sync()]);
    expect(execute).toHaveBeenCalledTimes(1);
    await t.deps.bus.sync();
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();
  });
});

const available = await postgresAvailable('the heard caches across PostgreSQL instances');

describe.skipIf(!available)('instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let A: Instance;
  let B: Instance;

  beforeAll(async () => {
    shared = await sharedDatabase('dd_heard');
    A = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    B = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    await seedDemo(A.database.db);
    await build(A);
    await build(B);
  });
  afterAll(() => shared?.dispose());

  /** A statement from another process, as an operator's script would run it. */
  const outside = (statement: string, params: unknown[] = []) => shared.run(statement, params);

  const customerId = async (i: Instance, cookie: string) => (await read(i.app, i.database.db, cookie, '/api/auth/user')).body.user._id as string;

  it('drops what it cached when a change committed by another process is heard', async () => {
    const cookie = await login(B.app, 'customer@demo.test');
    const id = await customerId(B, cookie);
    await read(B.app, B.database.db, cookie, '/api/customer/orders');
    expect(B.deps.customerOrders.list(id)).toBeDefined();
    expect(B.deps.userCache.get(id)).toBeDefined();
    await outside(`update users set last_name = 'Outside' where id = $1`, [id]);
    await B.deps.bus.sync();
    expect(B.deps.customerOrders.list(id)).toBeUndefined();
    expect(B.deps.userCache.get(id)).toBeUndefined();
    expect((await read(B.app, B.database.db, cookie, '/api/auth/user')).body.user.lastName).toBe('Outside');
  });

  it('a write answered by A is served by B once B has heard it', async () => {
    const cookie = await login(A.app, 'customer@demo.test');
    const list = await read(B.app, B.database.db, cookie, '/api/customer/orders');
    const order = list.body.orders[0] as { _id: string };
    const page = async () => (await read(B.app, B.database.db, cookie, `/api/customer/orders/${order._id}`)).body.order;
    const before = (await page()).noShowCheck as boolean;
    expect((await page()).noShowCheck).toBe(before);
    const res = await A.app.inject({
      method: 'PATCH',
      url: `/api/customer/orders/noShow/${order._id}`,
      headers: as(cookie),
      payload: { noShowCheck: !before },
    });
    expect(res.statusCode, res.body).toBe(200);
    await B.deps.bus.sync();
    expect((await page()).noShowCheck).toBe(!before);
  });

  it('a write on one instance is in that instance’s very next answer', async () => {
    const cookie = await login(A.app, 'customer@demo.test');
    const id = await customerId(A, cookie);
    for (let i = 0; i < 10; i++) {
      const res = await A.app.inject({
        method: 'POST',
        url: '/api/profile/profile_update',
        headers: as(cookie),
        payload: { _id: id, firstName: 'Demo', lastName: `Round ${i}`, email: 'customer@demo.test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await read(A.app, A.database.db, cookie, '/api/auth/user')).body.user.lastName).toBe(`Round ${i}`);
    }
  });

  it('serves nothing from the caches while the bus is not listening, and caches again once it is back', async () => {
    const cookie = await login(B.app, 'customer@demo.test');
    const id = await customerId(B, cookie);
    await read(B.app, B.database.db, cookie, '/api/customer/orders');
    expect(B.deps.customerOrders.list(id)).toBeDefined();
    await outside(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
    await eventually(() => expect(B.deps.bus.listening).toBe(false));
    expect(B.deps.customerOrders.list(id)).toBeUndefined();
    expect(B.deps.userCache.size + B.deps.sessionCache.size).toBe(0);
    // Read fresh every time meanwhile: a change now would go unheard.
    await outside(`update users set last_name = 'Unheard' where id = $1`, [id]);
    const res = await read(B.app, B.database.db, cookie, '/api/auth/user');
    expect(res.body.user.lastName).toBe('Unheard');
    expect(res.queries).toBeGreaterThan(0);
    await eventually(() => expect(B.deps.bus.listening).toBe(true), 5000);
    await read(B.app, B.database.db, cookie, '/api/auth/user');
    expect((await read(B.app, B.database.db, cookie, '/api/auth/user')).queries).toBe(0);
  });
});
