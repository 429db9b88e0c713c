/**
 * Every instance caches live sessions (plugins/session-cache.ts). These tests hold it to the session
 * rules: whatever ends a session (logout, a password change, deletion behind the app's back, a deleted
 * user) ends it on every instance, a session never crosses sites, and a read that raced a change is
 * never cached.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/adapters/realtime/index.ts';
import { sessions, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { sha256 } from '../src/lib/ids.ts';
import { SESSION_IDLE_MS } from '../src/plugins/session.ts';
import { SessionCache, UserCache, watchSessionChanges, type CachedSession } from '../src/plugins/session-cache.ts';
import { TestSocket, eventually, listenLocal } from './chat-helpers.ts';
import { ACME, BETA, PASSWORD, as, createTestApp, createUser, login, sessionChangeHeard, type TestApp } from './helpers.ts';
import { build, postgresAvailable, sharedDatabase, type Instance } from './pg-instances.ts';

// The session cookie comes first; the readable signed-in hint follows it.
const idHashOf = (cookie: string) => sha256(cookie.split(';')[0].split('=')[1]);
const status = async (app: FastifyInstance, cookie: string, url: string, host = ACME) =>
  (await app.inject({ method: 'GET', url, headers: as(cookie, host) })).statusCode;
/** The order list needs only who asks: once cached, its session check makes no query. */
const orderList = (app: FastifyInstance, cookie: string, host = ACME) => status(app, cookie, '/api/customer/orders', host);

describe('the session cache', () => {
  const session = (id: string): CachedSession => ({
    principal: { id, role: 'user' },
    siteId: 'site-1',
    remember: false,
    lastSeenAtMs: Date.now(),
    expiresAtMs: Date.now() + 60_000,
  });

  it('does not cache what a read found before a session changed', () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    // The session changes while its row is on its way.
    cache.drop('hash-a');
    cache.store(ticket, 'hash-a', session('u1'));
    expect(cache.get('hash-a')).toBeUndefined();
    cache.store(cache.ticket(), 'hash-a', session('u1'));
    expect(cache.get('hash-a')?.principal.id).toBe('u1');
  });

  it('drops the changed session, and everything when the bus says events may have been lost', () => {
    const handlers: Parameters<EventBus['on']>[0][] = [];
    const bus = { on: (h: Parameters<EventBus['on']>[0]) => void handlers.push(h) } as unknown as EventBus;
    const cache = new SessionCache();
    watchSessionChanges(bus, cache, new UserCache());
    for (const h of ['a', 'b', 'c']) cache.store(cache.ticket(), h, session(h));
    for (const h of handlers) void h({ k: 'session-changed', idHash: 'b' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((s) => s?.principal.id)).toEqual(['a', undefined, 'c']);
    for (const h of handlers) void h({ k: 'bus-reconnected' });
    expect(cache.size).toBe(0);
  });
});

describe('one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A fresh customer signed in, with the session cached by a first request. */
  async function cachedCustomer() {
    const user = await createUser(t, 'acme');
    const cookie = await login(t.app, user.email);
    expect(await orderList(t.app, cookie)).toBe(200);
    expect(t.deps.sessionCache.get(idHashOf(cookie))?.principal).toEqual({ id: user.id, role: 'user' });
    return { ...user, cookie };
  }

  it('never lets a session cached on one site sign in on another', async () => {
    const me = await cachedCustomer();
    expect(await orderList(t.app, me.cookie, BETA)).toBe(401);
    expect(await status(t.app, me.cookie, '/api/auth/user', BETA)).toBe(401);
    expect(await orderList(t.app, me.cookie)).toBe(200);
  });

  it('ends a cached session at logout', async () => {
    const me = await cachedCustomer();
    expect(await status(t.app, me.cookie, '/api/auth/logout')).toBe(200);
    expect(await orderList(t.app, me.cookie)).toBe(401);
    expect(await status(t.app, me.cookie, '/api/auth/user')).toBe(401);
  });

  it('ends the other cached sessions when the password changes, and keeps the current one', async () => {
    const me = await cachedCustomer();
    const other = await login(t.app, me.email);
    expect(await orderList(t.app, other)).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile_update_password',
      headers: as(me.cookie),
      payload: { _id: me.id, password: 'another-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await orderList(t.app, other)).toBe(401);
    expect(await orderList(t.app, me.cookie)).toBe(200);
  });

  it('refuses a session deleted behind the app’s back once the database tells it', async () => {
    const me = await cachedCustomer();
    const heard = sessionChangeHeard(t.deps, idHashOf(me.cookie));
    await t.deps.db.delete(sessions).where(eq(sessions.idHash, idHashOf(me.cookie)));
    await heard;
    expect(t.deps.sessionCache.get(idHashOf(me.cookie))).toBeUndefined();
    expect(await orderList(t.app, me.cookie)).toBe(401);
  });

  it('keeps a session cached when only its last-seen time is written, and still hears when it expires', async () => {
    const me = await cachedCustomer();
    const other = await cachedCustomer();
    const mine = eq(sessions.idHash, idHashOf(me.cookie));
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60_000) })
      .where(mine);
    // Announcements arrive in commit order: once a later change is heard, an announced touch would have been.
    const heard = sessionChangeHeard(t.deps, idHashOf(other.cookie));
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHashOf(other.cookie)));
    await heard;
    expect(t.deps.sessionCache.get(idHashOf(me.cookie))).toBeDefined();
    expect(await orderList(t.app, other.cookie)).toBe(401);
    expect(await orderList(t.app, me.cookie)).toBe(200);
  });

  it('reads a cached session that looks idle again before ending it, since another instance may have seen it', async () => {
    const me = await cachedCustomer();
    const cached = t.deps.sessionCache.get(idHashOf(me.cookie));
    if (!cached) throw new Error('not cached');
    cached.lastSeenAtMs = Date.now() - SESSION_IDLE_MS - 60_000;
    expect(await orderList(t.app, me.cookie)).toBe(200);
    const row = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(me.cookie)));
    expect(row).toHaveLength(1);
    expect(t.deps.sessionCache.get(idHashOf(me.cookie))?.lastSeenAtMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends the cached sessions of a deleted user', async () => {
    const me = await cachedCustomer();
    const heard = sessionChangeHeard(t.deps, idHashOf(me.cookie));
    await t.deps.db.delete(users).where(eq(users.id, me.id));
    await heard;
    expect(await orderList(t.app, me.cookie)).toBe(401);
  });

  it('closes the chat sockets of a session at logout, at once', async () => {
    const me = await cachedCustomer();
    const address = await listenLocal(t);
    const socket = await TestSocket.open(address, { cookie: me.cookie });
    await socket.alive();
    const other = await TestSocket.open(address, { cookie: await login(t.app, me.email) });
    expect(await status(t.app, me.cookie, '/api/auth/logout')).toBe(200);
    await eventually(() => expect(socket.closed).toEqual({ code: 4401, reason: 'Session ended' }), 2000);
    // The user's other session keeps its socket.
    await other.alive();
    await other.close();
  });

  it('still checks the role of a cached session', async () => {
    const writer = await login(t.app, 'writer@demo.test');
    expect(await status(t.app, writer, '/api/auth/user')).toBe(200);
    expect(await orderList(t.app, writer)).toBe(403);
    expect(await orderList(t.app, writer)).toBe(403);
  });
});

const available = await postgresAvailable('the two-instance session cache test');

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let A: Instance;
  let B: Instance;

  beforeAll(async () => {
    shared = await sharedDatabase('dd_sess2');
    A = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    B = await shared.instance({ JOBS_INTERVAL_SECONDS: '0' });
    await seedDemo(A.database.db);
    await build(A);
    await build(B, { listen: true });
  });
  afterAll(() => shared?.dispose());

  it('a logout on A ends the session B has cached', async () => {
    const cookie = await login(A.app, 'customer@demo.test');
    expect(await orderList(B.app, cookie)).toBe(200);
    expect(B.deps.sessionCache.get(idHashOf(cookie))).toBeDefined();
    const socket = await TestSocket.open(B.address, { cookie, host: ACME });
    await socket.alive();
    expect(await status(A.app, cookie, '/api/auth/logout')).toBe(200);
    await eventually(async () => expect(await orderList(B.app, cookie)).toBe(401));
    // B's chat socket of that session closes too, without waiting for the 5-minute sweep.
    await eventually(() => expect(socket.closed?.code).toBe(4401), 2000);
  });

  it('a password change on B ends the other sessions A has cached', async () => {
    const mine = await login(B.app, 'customer@demo.test');
    const other = await login(A.app, 'customer@demo.test');
    expect(await orderList(A.app, other)).toBe(200);
    const me = (await B.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(mine) })).json().user._id as string;
    const res = await B.app.inject({
      method: 'POST',
      url: '/api/profile/profile_update_password',
      headers: as(mine),
      payload: { _id: me, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect(await orderList(A.app, other)).toBe(401));
    expect(await orderList(A.app, mine)).toBe(200);
  });

  it('drops every cached session when its LISTEN connection is lost, since changes may have been missed', async () => {
    const cookie = await login(A.app, 'customer@demo.test');
    expect(await orderList(B.app, cookie)).toBe(200);
    expect(B.deps.sessionCache.size).toBeGreaterThan(0);
    await shared.run(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await eventually(() => expect(B.deps.sessionCache.size).toBe(0));
    expect(await orderList(B.app, cookie)).toBe(200);
  });
});
