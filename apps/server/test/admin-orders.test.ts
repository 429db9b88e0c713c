import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDERS_PAGE_SIZE, MESSAGES } from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { ACME, BETA, as, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';
import { buildOrder, eventsOf, reload } from './journey-factory.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PATCH', url: string, cookie: string | null, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), payload, remoteAddress: nextIp() });
const list = async (query: string) => (await call('GET', `/api/admin/orders?${query}`, admin)).json();
const actionsOf = async (userId: string) =>
  (await t.deps.db.select({ data: notifications.data }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.data.action);

describe('the admin orders list', () => {
  it('lists every order of the site with its customer and writer, filtered and searched on the server', async () => {
    const all = await list('');
    expect(all.pageSize).toBe(ADMIN_ORDERS_PAGE_SIZE);
    expect(all.total).toBeGreaterThan(0);
    expect(all.orders[0]).toMatchObject({ customerEmail: 'customer@demo.test', customerName: 'Casey Customer' });
    expect(all.writers).toEqual([expect.objectContaining({ name: 'Wren Writer' })]);

    const unassigned = await buildOrder(t, { writerId: null, assignedAt: null });
    const overdue = await buildOrder(t, { dueDate: new Date(Date.now() - 86_400_000) });
    const hidden = await buildOrder(t, { hideOrder: true });
    const open = (await list('filter=unassigned')).orders;
    expect(open.map((o: { _id: string }) => o._id)).toContain(unassigned.id);
    expect(open.every((o: { writerId: string | null; statusPercentage: number }) => o.writerId === null && o.statusPercentage < 100)).toBe(true);
    expect((await list('filter=overdue')).orders.map((o: { _id: string }) => o._id)).toContain(overdue.id);
    expect((await list('filter=overdue')).orders.every((o: { dueDate: string }) => new Date(o.dueDate) < new Date())).toBe(true);
    expect((await list('filter=hidden')).orders.map((o: { _id: string }) => o._id)).toContain(hidden.id);
    expect((await list('filter=hidden')).orders.every((o: { hideOrder: boolean }) => o.hideOrder)).toBe(true);
    expect((await list('filter=completed')).orders.every((o: { statusPercentage: number }) => o.statusPercentage >= 100)).toBe(true);

    expect((await list(`q=${unassigned.orderNumber}`)).orders.map((o: { _id: string }) => o._id)).toEqual([unassigned.id]);
    expect((await list(`q=%23${unassigned.orderNumber}`)).orders.map((o: { _id: string }) => o._id)).toEqual([unassigned.id]);
    expect((await list('q=casey%20cust')).total).toBe(all.total + 3);
    // A package name matches in part and in any case; every one of its orders is counted, and only those.
    const bundle = (await list('q=xECUTIVE%20bun')).orders as { packageName: string }[];
    expect(bundle.length).toBeGreaterThan(0);
    expect(bundle.every((o) => o.packageName === 'Executive Bundle')).toBe(true);
    const everyOrder = (await list(`filter=all&page=1`)).total;
    const ofBundle = (await list('q=Executive%20Bundle')).total;
    expect(ofBundle).toBeGreaterThan(0);
    expect(ofBundle).toBeLessThan(everyOrder);
    // Nothing matches: no rows, no count; another site's customer is not this site's match.
    expect(await list('q=%25')).toMatchObject({ orders: [], total: 0 });
    expect(await list('q=no%20such%20order')).toMatchObject({ orders: [], total: 0 });
    await createUser(t, 'beta', { role: 'user', firstName: 'Only', lastName: 'Betasite' });
    expect((await list('q=betasite')).total).toBe(0);
    // A search within a filter: the buyer's unassigned orders only.
    expect((await list('filter=unassigned&q=casey')).orders.map((o: { _id: string }) => o._id)).toContain(unassigned.id);
    expect((await list('filter=hidden&q=casey')).orders.map((o: { _id: string }) => o._id)).toEqual([hidden.id]);
    expect((await list(`writer=${t.demo.acme.users.writer}`)).orders.every((o: { writerId: string }) => o.writerId === t.demo.acme.users.writer)).toBe(true);
    expect((await call('GET', '/api/admin/orders?filter=late', admin)).statusCode).toBe(400);
  });

  it('keeps a count until an order changes anywhere, and counts the overdue orders afresh every time', async () => {
    /** The list, and whether its statement counted the orders (else the count came from the instance's cache). */
    const read = async (query: string) => {
      const client = (t.deps.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
      const spy = vi.spyOn(client, 'query');
      try {
        const body = await list(query);
        const texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : String((q as { text?: string }).text)));
        return { total: body.total as number, counted: texts.some((text) => text.includes('count(*)::int from orders o where o.site_id')) };
      } finally {
        spy.mockRestore();
      }
    };
    await t.deps.bus.sync();
    const first = await read('filter=all&q=casey');
    expect(first.counted).toBe(true);
    expect(await read('filter=all&q=casey')).toEqual({ total: first.total, counted: false });
    // Written behind the server's back: the customer's row is bumped, every instance hears it, the count is read again.
    await buildOrder(t, {});
    await t.deps.bus.sync();
    expect(await read('filter=all&q=casey')).toEqual({ total: first.total + 1, counted: true });
    // Another site's same list is another count: its own (a page's worth at most on the demo site).
    const beta = (await call('GET', '/api/admin/orders?filter=all&q=casey', await login(t.app, 'admin@demo.test', BETA), undefined, BETA)).json();
    expect(beta.total).toBe(beta.orders.length);
    expect(beta.total).not.toBe(first.total + 1);
    await read('filter=overdue');
    expect((await read('filter=overdue')).counted).toBe(true);
  });

  it("shows another site's admin none of this site's orders", async () => {
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    const beta = (await call('GET', '/api/admin/orders', betaAdmin, undefined, BETA)).json();
    expect(beta.orders.every((o: { customerEmail: string }) => o.customerEmail === 'customer@demo.test')).toBe(true);
    const acmeIds = new Set((await list('')).orders.map((o: { _id: string }) => o._id));
    expect(beta.orders.some((o: { _id: string }) => acmeIds.has(o._id))).toBe(false);
  });
});

describe('assigning an order', () => {
  it('gives the order to another writer, logs it, and tells both writers and the customer', async () => {
    const order = await buildOrder(t);
    const second = await createUser(t, 'acme', { role: 'writer', firstName: 'Nia', lastName: 'Second' });
    const res = await call('PATCH', `/api/admin/orders/${order.id}/assign`, admin, { writerId: second.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.writerAssigned, order: { _id: order.id, writerId: second.id, writerName: 'Nia Second' } });
    expect((await reload(t, order.id)).writerId).toBe(second.id);
    const event = (await eventsOf(t, order.id)).find((e) => e.kind === 'writer_assigned_by_admin');
    expect(event?.data).toEqual({ writerId: second.id, previous: t.demo.acme.users.writer });
    expect(await actionsOf(second.id)).toContain('order_assigned');
    expect(await actionsOf(t.demo.acme.users.writer)).toContain('order_unassigned');
    expect(await actionsOf(t.demo.acme.users.user)).toContain('writer_changed');

    // The new writer sees the order; the one before no longer does.
    const secondSession = await login(t.app, second.email);
    expect((await call('GET', `/api/writer/orders/${order.id}`, secondSession)).statusCode).toBe(200);
    expect((await call('GET', `/api/writer/orders/${order.id}`, await login(t.app, 'writer@demo.test'))).statusCode).toBe(404);

    const again = await call('PATCH', `/api/admin/orders/${order.id}/assign`, admin, { writerId: second.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyAssignedToWriter);
  });

  it('refuses a deactivated writer, a customer, and another site’s writer, naming the field', async () => {
    const order = await buildOrder(t, { writerId: null, assignedAt: null });
    const gone = await createUser(t, 'acme', { role: 'writer' });
    await call('PATCH', `/api/admin/users/${gone.id}`, admin, { active: false });
    for (const writerId of [gone.id, t.demo.acme.users.user, t.demo.beta.users.writer]) {
      const res = await call('PATCH', `/api/admin/orders/${order.id}/assign`, admin, { writerId });
      expect(res.statusCode, writerId).toBe(400);
      expect(res.json().errors).toEqual({ writerId: MESSAGES.writerNotAssignable });
    }
    expect((await reload(t, order.id)).writerId).toBeNull();
    expect((await call('PATCH', '/api/admin/orders/000000000000000000000000/assign', admin, { writerId: t.demo.acme.users.writer })).statusCode).toBe(404);
  });
});
