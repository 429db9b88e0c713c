/**
 * The customer's order list and pages are cached per instance until a change is heard: triggers bump the
 * customer's orders version in the writing transaction (migrations 0007 and 0009), and the change to their
 * row reaches every instance on the bus (migration 0010). These tests change the data behind the app's
 * back, as another instance or process would, and read as soon as the instance has heard everything
 * committed before (`bus.sync`, which is what a mutating request waits for before it answers).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, users } from '../src/db/schema.ts';
import { customerOrdersBody } from '../src/modules/orders/customer-service.ts';
import { buildInvoice } from './checkout-factory.ts';
import { countQueries, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { buildOrder, call } from './journey-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type ListItem = { _id: string; statusPercentage: number; writerName: string | null };

/** Resolves once this instance has heard every change committed so far. */
const heard = () => t.deps.bus.sync();

async function signedInCustomer() {
  const user = await createUser(t, 'acme');
  return { ...user, cookie: await login(t.app, user.email) };
}

/** The list as the customer gets it, and how many queries it took. */
async function list(cookie: string) {
  const { result: res, queries } = await countQueries(t.deps.db, () => call(t, cookie, 'GET', '/api/customer/orders'));
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ orders: ListItem[]; stats: { total: number; pending: number; completed: number } }>();
  return { ...body, queries };
}

describe('the cached order list', () => {
  it('is read from the cache while nothing changed: no query', async () => {
    const me = await signedInCustomer();
    await buildOrder(t, { customerId: me.id });
    await heard();
    const first = await list(me.cookie);
    const second = await list(me.cookie);
    expect(second.orders).toEqual(first.orders);
    expect(second.stats).toEqual(first.stats);
    expect(second.queries).toBe(0);
  });

  it('shows an order changed behind its back once it is heard', async () => {
    const me = await signedInCustomer();
    const order = await buildOrder(t, { customerId: me.id });
    expect((await list(me.cookie)).orders.map((o) => o.statusPercentage)).toEqual([order.statusPercentage]);
    await t.deps.db.update(orders).set({ statusPercentage: 100, completedAt: new Date() }).where(eq(orders.id, order.id));
    await heard();
    const after = await list(me.cookie);
    expect(after.orders.map((o) => o.statusPercentage)).toEqual([100]);
    expect(after.stats).toEqual({ total: 1, pending: 0, completed: 1 });
  });

  it('shows a new order, and drops a hidden or deleted one, once heard', async () => {
    const me = await signedInCustomer();
    const first = await buildOrder(t, { customerId: me.id });
    expect((await list(me.cookie)).orders).toHaveLength(1);
    const second = await buildOrder(t, { customerId: me.id });
    await heard();
    expect((await list(me.cookie)).orders.map((o) => o._id).sort()).toEqual([first.id, second.id].sort());
    await t.deps.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, first.id));
    await heard();
    expect((await list(me.cookie)).orders.map((o) => o._id)).toEqual([second.id]);
    await t.deps.db.delete(orders).where(eq(orders.id, second.id));
    await heard();
    expect((await list(me.cookie)).orders).toEqual([]);
  });

  it('shows a writer’s new name once heard', async () => {
    const me = await signedInCustomer();
    const writer = await createUser(t, 'acme', { role: 'writer', firstName: 'Wanda', lastName: 'Before' });
    await buildOrder(t, { customerId: me.id, writerId: writer.id });
    await heard();
    expect((await list(me.cookie)).orders[0].writerName).toBe('Wanda Before');
    await t.deps.db.update(users).set({ lastName: 'After' }).where(eq(users.id, writer.id));
    await heard();
    expect((await list(me.cookie)).orders[0].writerName).toBe('Wanda After');
  });

  it('keeps each customer’s list apart', async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    await buildOrder(t, { customerId: a.id });
    await heard();
    expect((await list(a.cookie)).orders).toHaveLength(1);
    expect((await list(b.cookie)).orders).toHaveLength(0);
    await buildOrder(t, { customerId: b.id });
    await heard();
    await buildOrder(t, { customerId: b.id });
    await heard();
    expect((await list(a.cookie)).orders).toHaveLength(1);
    expect((await list(b.cookie)).orders).toHaveLength(2);
  });
});

describe('the cached list body', () => {
  it('is serialised again when the month moves on, since the chart ends with the current month', async () => {
    const me = await signedInCustomer();
    await buildOrder(t, { customerId: me.id, createdAt: new Date('2026-10-15T12:00:00Z') });
    const site = (await t.deps.siteCache.resolve('localhost'))!;
    const ctx = { site, siteId: site.id, principal: { id: me.id, role: 'user' as const }, user: null, sessionHash: 'h', ip: '', userAgent: '' };
    const chartAt = async (now: string) => JSON.parse(await customerOrdersBody(t.deps, ctx, new Date(now))).chart as { month: string; orders: number }[];
    const november = await chartAt('2026-11-20T12:00:00Z');
    expect(november.at(-1)).toEqual({ month: '2026-11', orders: 0 });
    expect(november.at(-2)).toEqual({ month: '2026-10', orders: 1 });
    expect((await chartAt('2026-11-30T12:00:00Z')).at(-1)?.month).toBe('2026-11');
    const december = await chartAt('2026-12-01T00:00:01Z');
    expect(december.at(-1)).toEqual({ month: '2026-12', orders: 0 });
    expect(december.at(-3)).toEqual({ month: '2026-10', orders: 1 });
  });
});

describe('the cached order page', () => {
  async function page(cookie: string, id: string) {
    const { result: res, queries } = await countQueries(t.deps.db, () => call(t, cookie, 'GET', `/api/customer/orders/${id}`));
    return { status: res.statusCode, body: res.json(), queries };
  }

  it('is read from the cache while nothing changed, and shows a change to the order once heard', async () => {
    const me = await signedInCustomer();
    const order = await buildOrder(t, { customerId: me.id });
    const first = await page(me.cookie, order.id);
    const second = await page(me.cookie, order.id);
    expect(second.body).toEqual(first.body);
    expect(second.queries).toBe(0);
    await t.deps.db.update(orders).set({ statusPercentage: 77 }).where(eq(orders.id, order.id));
    await heard();
    expect((await page(me.cookie, order.id)).body.order.statusPercentage).toBe(77);
  });

  it('shows a new or changed invoice, a writer’s and the customer’s new name and picture once heard', async () => {
    const me = await signedInCustomer();
    const writer = await createUser(t, 'acme', { role: 'writer', firstName: 'Wanda', lastName: 'Before' });
    const order = await buildOrder(t, { customerId: me.id, writerId: writer.id });
    expect((await page(me.cookie, order.id)).body.invoice).toBeNull();

    const invoice = await buildInvoice(t, 'acme', { orderId: order.id, customerId: me.id, packageName: 'Rush fee' });
    await heard();
    expect((await page(me.cookie, order.id)).body.invoice).toMatchObject({ packageName: 'Rush fee' });
    await t.deps.db.update(invoices).set({ packageName: 'Rush fee (updated)' }).where(eq(invoices.id, invoice.id));
    await heard();
    expect((await page(me.cookie, order.id)).body.invoice).toMatchObject({ packageName: 'Rush fee (updated)' });

    const writerName = async () => JSON.stringify((await page(me.cookie, order.id)).body.order);
    expect(await writerName()).toContain('Before');
    await t.deps.db.update(users).set({ lastName: 'After', profileImg: 'writer-face.png' }).where(eq(users.id, writer.id));
    await heard();
    const after = await writerName();
    expect(after).toContain('After');
    expect(after).toContain('writer-face.png');

    await t.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, me.id));
    await heard();
    expect(JSON.stringify((await page(me.cookie, order.id)).body.order)).toContain('Renamed');
  });

  it('answers 404 for an order hidden behind its back once heard, and never serves another customer’s page', async () => {
    const me = await signedInCustomer();
    const other = await signedInCustomer();
    const order = await buildOrder(t, { customerId: me.id });
    expect((await page(me.cookie, order.id)).status).toBe(200);
    expect((await page(other.cookie, order.id)).status).toBe(404);
    await t.deps.db.update(orders).set({ hideOrder: true }).where(eq(orders.id, order.id));
    await heard();
    expect((await page(me.cookie, order.id)).status).toBe(404);
  });
});
