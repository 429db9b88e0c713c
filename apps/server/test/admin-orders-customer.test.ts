import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDERS_PAGE_SIZE } from '@draftdesk/contract';
import { ACME, as, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';
import { buildOrder, PACKAGE, type OrderRow } from './journey-factory.ts';

// GET /api/admin/orders?customer=: one customer's orders, searched and paged on the server (the new invoice dialog's order picker).

let t: TestApp;
let admin: string;
let buyer: { id: string; email: string };
/** The buyer's orders, newest first. */
const bought: OrderRow[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  buyer = await createUser(t, 'acme', { email: 'many.orders@example.test', firstName: 'Many', lastName: 'Orders' });
  // More orders than a page holds: the oldest is one of the bundle, the rest resumes.
  const count = ADMIN_ORDERS_PAGE_SIZE + 5;
  for (let i = 0; i < count; i += 1) {
    const pkg = i === count - 1 ? PACKAGE.bundle : PACKAGE.resume;
    bought.push(await buildOrder(t, { customerId: buyer.id, pkg, createdAt: new Date(Date.now() - i * DAY) }));
  }
});
afterAll(() => t?.close());

const get = (query: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: as(cookie, ACME), remoteAddress: nextIp() });
const ids = (body: { orders: { _id: string }[] }) => body.orders.map((o) => o._id);

describe('the orders of one customer', () => {
  it('pages through every order of the customer, newest first, and only theirs', async () => {
    const first = (await get(`customer=${buyer.id}`)).json();
    expect(first.total).toBe(bought.length);
    expect(ids(first)).toEqual(bought.slice(0, ADMIN_ORDERS_PAGE_SIZE).map((o) => o.id));
    expect(first.orders.every((o: { customerEmail: string }) => o.customerEmail === buyer.email)).toBe(true);
    const second = (await get(`customer=${buyer.id}&page=2`)).json();
    expect(ids(second)).toEqual(bought.slice(ADMIN_ORDERS_PAGE_SIZE).map((o) => o.id));
  });

  it("finds an order beyond the first page by its number or its package, among the customer's orders only", async () => {
    const oldest = bought[bought.length - 1];
    expect(ids((await get(`customer=${buyer.id}&q=%23${oldest.orderNumber}`)).json())).toEqual([oldest.id]);
    expect(ids((await get(`customer=${buyer.id}&q=${oldest.orderNumber}`)).json())).toEqual([oldest.id]);
    const bundles = (await get(`customer=${buyer.id}&q=bundle`)).json();
    expect(ids(bundles)).toEqual([oldest.id]);
    // The demo customer has bundles too, and the order number is not theirs: neither is found for this customer.
    expect((await get(`q=bundle`)).json().total).toBeGreaterThan(1);
    expect((await get(`customer=${t.demo.acme.users.user}&q=${oldest.orderNumber}`)).json()).toMatchObject({ orders: [], total: 0 });
  });

  it("keeps to the admin's site and refuses those who are not admins", async () => {
    const stranger = await createUser(t, 'beta', { firstName: 'Beta', lastName: 'Buyer' });
    await buildOrder(t, { site: 'beta', customerId: stranger.id });
    expect((await get(`customer=${stranger.id}`)).json()).toMatchObject({ orders: [], total: 0 });
    expect((await get(`customer=${'x'.repeat(65)}`)).statusCode).toBe(400);
    const writer = await login(t.app, 'writer@demo.test');
    expect((await get(`customer=${buyer.id}`, writer)).statusCode).toBe(403);
    const customer = await login(t.app, buyer.email);
    expect((await get(`customer=${buyer.id}`, customer)).statusCode).toBe(403);
    expect((await get(`customer=${buyer.id}`, null)).statusCode).toBe(401);
  });
});
