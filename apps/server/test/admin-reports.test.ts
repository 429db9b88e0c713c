import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PREFIX, ADMIN_REPORT_DEFAULT_MONTHS, ZAdminReportsResponse, notificationLink, type TAdminReportsResponse } from '@draftdesk/contract';
import { createSite } from '../src/cli/site-commands.ts';
import { checkoutClicks, critiqueViews, critiques, notifications, orderEvents, orders, payments, surveyResponses, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { hashPassword } from '../src/lib/password.ts';
import { ACME, BETA, PASSWORD, as, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';
import { CARDS, send } from './checkout-factory.ts';
import { demoPackage, PACKAGE } from './journey-factory.ts';

/**
 * Issue 12 item 7: the admin's dashboard figures, computed from rows made here on a new site (so every figure
 * is known), and item 5's Unassigned queue: the site's admins are told when no writer fits a paid order.
 */
let t: TestApp;
const GAMMA = 'reports.example.test';
let siteId: string;
let admin: string;
/** A new site with only its admin, signed in: its figures are the rows a test makes. */
async function siteWithAdmin(name: string, host: string, email: string) {
  const created = await createSite(
    { db: t.deps.db, mailer: t.deps.mailer, repos: t.deps.repos, siteCache: t.deps.siteCache },
    { name, host: [host], admin: email, currency: 'eur' },
  );
  await t.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), firstName: 'Olga', lastName: 'Owner' })
    .where(and(eq(users.siteId, created.siteId), eq(users.email, email)));
  await t.deps.bus.sync();
  return { siteId: created.siteId, cookie: await login(t.app, email, host) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ siteId, cookie: admin } = await siteWithAdmin('Reports Test', GAMMA, 'owner@reports.test'));
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const reports = (cookie: string | null, query = '', host = GAMMA) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports${query}`, headers: as(cookie, host), remoteAddress: nextIp() });
async function figures(query = ''): Promise<TAdminReportsResponse> {
  const res = await reports(admin, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminReportsResponse.parse(res.json());
}

/** A month key `back` months before now's (UTC). */
const monthBack = (back: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
/** A moment `back` months before now, in the middle of that month. */
const inMonth = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 12));
};

async function person(role: 'user' | 'writer' | 'admin', firstName: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const id = newId();
  await t.deps.db
    .insert(users)
    .values({ id, siteId, email: `${firstName.toLowerCase()}-${id}@reports.test`, passwordHash: 'x', firstName, lastName: 'Test', role, ...extra });
  return id;
}

async function order(customerId: string, extra: Partial<typeof orders.$inferInsert>) {
  const p = demoPackage(t, 'acme', PACKAGE.resume);
  const id = newId();
  await t.deps.db.insert(orders).values({ id, siteId, customerId, package: { ...p, packageName: 'Starter CV' }, price: 10_000, currency: 'eur', ...extra });
  return id;
}

let payments_ = 0;
async function payment(kind: 'order' | 'tip' | 'invoice' | 'refund', amount: number, createdAt: Date, extra: Partial<typeof payments.$inferInsert> = {}) {
  const id = newId();
  await t.deps.db
    .insert(payments)
    .values({ id, siteId, kind, amount, currency: 'eur', provider: 'sandbox', providerReference: `rep_${++payments_}_${id}`, createdAt, ...extra });
  return id;
}

describe('GET /api/admin/reports', () => {
  it('answers a new site with no orders with zeros, every month of the period, and no rating', async () => {
    const empty = await figures();
    expect(empty.currency).toBe('eur');
    expect(empty.months).toBe(ADMIN_REPORT_DEFAULT_MONTHS);
    expect(empty.revenue).toHaveLength(ADMIN_REPORT_DEFAULT_MONTHS);
    expect(empty.revenue.at(-1)).toEqual({ month: monthBack(0), paid: 0, refunded: 0, net: 0 });
    expect(empty.revenue[0].month).toBe(monthBack(ADMIN_REPORT_DEFAULT_MONTHS - 1));
    expect(empty.revenueTotal).toEqual({ paid: 0, refunded: 0, net: 0 });
    expect(empty.ordersByState).toEqual([
      { state: 'not-started', count: 0 },
      { state: 'in-progress', count: 0 },
      { state: 'completed', count: 0 },
    ]);
    expect(empty.counts).toEqual({ orders: 0, open: 0, unassigned: 0, overdue: 0, newInPeriod: 0 });
    expect(empty.unassigned).toEqual([]);
    expect(empty.overdue).toEqual([]);
    expect(empty.writers).toEqual([]);
    expect(empty.rating).toEqual({ average: null, responses: 0, ratings: 0 });
    expect(empty.funnel).toEqual({ created: 0, viewed: 0, checkoutClicks: 0, purchases: 0 });
    expect((await figures('?months=3')).revenue.map((m) => m.month)).toEqual([monthBack(2), monthBack(1), monthBack(0)]);
  });

  it('computes revenue, orders by state, the queues, writer workload, rating and the review funnel from the site rows', async () => {
    const customer = await person('user', 'Cora');
    const wren = await person('writer', 'Wren');
    const ada = await person('writer', 'Ada');
    const gone = await person('writer', 'Gone', { deactivatedAt: new Date() });
    await person('writer', 'Idle', { deactivatedAt: new Date() }); // deactivated, no orders: not listed

    // Ledger: two months ago 100.00 paid; last month 250.00 + a 5.00 tip, 40.00 refunded this month; a USD row
    // (not the site's currency) and a row older than the period are not counted.
    const paidOld = await payment('order', 10_000, inMonth(2));
    const paidLast = await payment('order', 25_000, inMonth(1));
    await payment('tip', 500, inMonth(1));
    await payment('refund', -4_000, new Date(), { refundOf: paidLast });
    await payment('order', 99_900, inMonth(1), { currency: 'usd' });
    await payment('order', 77_700, inMonth(13));
    void paidOld;

    const now = Date.now();
    const unassignedOld = await order(customer, { createdAt: new Date(now - 5 * DAY), statusPercentage: 0 });
    const unassignedNew = await order(customer, { createdAt: new Date(now - DAY), statusPercentage: 0 });
    const overdue = await order(customer, { writerId: wren, statusPercentage: 40, dueDate: new Date(now - 2 * DAY) });
    await order(customer, { writerId: wren, statusPercentage: 60, dueDate: new Date(now + 3 * DAY) });
    await order(customer, { writerId: gone, statusPercentage: 20 });
    // Completed: Ada on time (on the due day itself), Ada late, Wren without a due date; one long before the period.
    const due = new Date(now - 10 * DAY);
    await order(customer, { writerId: ada, statusPercentage: 100, dueDate: due, completedAt: new Date(due.getTime() + DAY - 60_000) });
    await order(customer, { writerId: ada, statusPercentage: 100, dueDate: due, completedAt: new Date(due.getTime() + 2 * DAY) });
    const rated = await order(customer, { writerId: wren, statusPercentage: 100, completedAt: new Date(now - DAY) });
    await order(customer, {
      writerId: wren,
      statusPercentage: 100,
      dueDate: new Date(now - 400 * DAY),
      completedAt: new Date(now - 400 * DAY),
      createdAt: new Date(now - 420 * DAY),
    });

    // Ratings: 5 and 4 on one survey, 3 on another (comment text ignored); one before the period.
    await t.deps.db.insert(surveyResponses).values([
      { id: newId(), siteId, orderId: rated, surveyId: 's1', userId: customer, answers: { rating: 5, quality: 4, comment: 'Great' } },
      { id: newId(), siteId, orderId: overdue, surveyId: 's1', userId: customer, answers: { rating: 3 } },
      { id: newId(), siteId, orderId: unassignedOld, surveyId: 's1', userId: customer, answers: { rating: 1 }, createdAt: new Date(now - 500 * DAY) },
    ]);

    // Free reviews: three this period (two viewed, one of those with two checkout clicks, one bought), one old.
    const review = (createdAt = new Date()) => ({
      id: newId(),
      siteId,
      firstName: 'Rae',
      lastName: 'Viewer',
      email: `rae-${newId()}@reports.test`,
      fileKey: 'k',
      fileName: 'cv.pdf',
      fileKind: 'pdf' as const,
      createdAt,
    });
    const [r1, r2, r3, old] = [review(), review(), review(), review(new Date(now - 500 * DAY))];
    await t.deps.db.insert(critiques).values([r1, r2, r3, old]);
    await t.deps.db.insert(critiqueViews).values([
      { id: newId(), siteId, critiqueId: r1.id },
      { id: newId(), siteId, critiqueId: r1.id },
      { id: newId(), siteId, critiqueId: r2.id },
      { id: newId(), siteId, critiqueId: old.id },
    ]);
    const click1 = newId();
    await t.deps.db.insert(checkoutClicks).values([
      { id: click1, siteId, packageId: 'p', critiqueId: r1.id },
      { id: newId(), siteId, packageId: 'p', critiqueId: r1.id },
      { id: newId(), siteId, packageId: 'p', critiqueId: null },
    ]);
    await t.deps.db.insert(orderEvents).values({ id: newId(), siteId, orderId: unassignedNew, kind: 'order_created', data: { checkoutClickId: click1 } });
    await t.deps.bus.sync();

    const f = await figures();
    const rev = Object.fromEntries(f.revenue.map((m) => [m.month, m]));
    expect(rev[monthBack(2)]).toEqual({ month: monthBack(2), paid: 100, refunded: 0, net: 100 });
    expect(rev[monthBack(1)]).toEqual({ month: monthBack(1), paid: 255, refunded: 0, net: 255 });
    expect(rev[monthBack(0)]).toEqual({ month: monthBack(0), paid: 0, refunded: 40, net: -40 });
    expect(f.revenueTotal).toEqual({ paid: 355, refunded: 40, net: 315 });

    expect(f.ordersByState).toEqual([
      { state: 'not-started', count: 2 },
      { state: 'in-progress', count: 3 },
      { state: 'completed', count: 4 },
    ]);
    expect(f.counts).toEqual({ orders: 9, open: 5, unassigned: 2, overdue: 1, newInPeriod: 8 });
    expect(f.unassigned.map((o) => o._id)).toEqual([unassignedOld, unassignedNew]);
    expect(f.unassigned[0]).toMatchObject({ packageName: 'Starter CV', customerName: 'Cora Test', writerName: null, statusPercentage: 0, dueDate: null });
    expect(f.overdue).toEqual([expect.objectContaining({ _id: overdue, writerName: 'Wren Test', statusPercentage: 40 })]);

    const byName = Object.fromEntries(f.writers.map((w) => [w.name, w]));
    expect(Object.keys(byName).sort()).toEqual(['Ada Test', 'Gone Test', 'Wren Test']);
    expect(byName['Wren Test']).toMatchObject({ active: true, open: 2, completed: 1, completedWithDue: 0, onTime: 0, onTimeRate: null });
    expect(byName['Ada Test']).toMatchObject({ active: true, open: 0, completed: 2, completedWithDue: 2, onTime: 1, onTimeRate: 0.5 });
    expect(byName['Gone Test']).toMatchObject({ active: false, open: 1, completed: 0 });
    expect(f.writers[0].name).toBe('Wren Test'); // the busiest first

    expect(f.rating).toEqual({ average: 4, responses: 2, ratings: 3 });
    expect(f.funnel).toEqual({ created: 3, viewed: 2, checkoutClicks: 1, purchases: 1 });

    // A shorter period leaves the older months, ratings and reviews out, not today's queues.
    const short = await figures('?months=1');
    expect(short.revenueTotal).toEqual({ paid: 0, refunded: 40, net: -40 });
    expect(short.counts.unassigned).toBe(2);
    void ada;
  });

  it('is for admins of the site only, and another site sees none of its figures', async () => {
    expect((await reports(null)).statusCode).toBe(401);
    for (const email of ['customer@demo.test', 'writer@demo.test', 'reviewer@demo.test']) {
      expect((await reports(await login(t.app, email, ACME), '', ACME)).statusCode).toBe(403);
    }
    const acme = await reports(await login(t.app, 'admin@demo.test', ACME), '', ACME);
    expect(acme.statusCode).toBe(200);
    expect(acme.json().unassigned.map((o: { packageName: string }) => o.packageName)).not.toContain('Starter CV');
    expect(acme.json().writers.map((w: { name: string }) => w.name)).not.toContain('Wren Test');
    // The gamma admin's session is not valid on Beta.
    expect((await reports(admin, '', BETA)).statusCode).toBe(401);
    for (const bad of ['?months=0', '?months=25', '?months=x', '?other=1']) expect((await reports(admin, bad)).statusCode).toBe(400);
  });
});

describe('the average rating', () => {
  it("puts every answer on a 5-star scale by its own survey's stars before averaging", async () => {
    const host = 'ratings.example.test';
    const site = await siteWithAdmin('Ratings Test', host, 'owner@ratings.test');
    const customer = newId();
    await t.deps.db
      .insert(users)
      .values({ id: customer, siteId: site.siteId, email: 'cora@ratings.test', passwordHash: 'x', firstName: 'Cora', lastName: 'Test' });
    // Each order keeps the survey copy its customer answered: one rates out of 10 stars, one on the default 1-5.
    const survey = (id: string, max?: number) => ({
      _id: id,
      title: id,
      questions: [
        { id: 'overall', type: 'rating', text: 'How did we do?', ...(max === undefined ? {} : { min: 1, max }) },
        { id: 'comment', type: 'textarea', text: 'Anything else?' },
      ],
    });
    const rated = async (surveyDetails: ReturnType<typeof survey>, answers: Record<string, number | string>) => {
      const orderId = newId();
      const p = demoPackage(t, 'acme', PACKAGE.resume);
      await t.deps.db.insert(orders).values({
        id: orderId,
        siteId: site.siteId,
        customerId: customer,
        package: { ...p, surveyDetails },
        price: 10_000,
        currency: 'eur',
        statusPercentage: 100,
      });
      await t.deps.db.insert(surveyResponses).values({ id: newId(), siteId: site.siteId, orderId, surveyId: surveyDetails._id, userId: customer, answers });
    };
    await rated(survey('ten-stars', 10), { overall: 7, comment: 'Good' });
    await rated(survey('five-stars'), { overall: 4 });

    const res = await reports(site.cookie, '', host);
    expect(res.statusCode, res.body).toBe(200);
    // 7 of 10 stars is 3.5 of 5, and 4 of 5 stays 4: (3.5 + 4) / 2 = 3.75 (the raw answers would average 5.5).
    expect(ZAdminReportsResponse.parse(res.json()).rating).toEqual({ average: 3.75, responses: 2, ratings: 2 });
  });
});

describe('the Unassigned queue on a paid order no writer fits', () => {
  it("tells every active admin of the site, linking to the order's admin page, and no one else", async () => {
    const acmeId = t.demo.acme.id;
    // No active writer fits: all of Acme's writers are deactivated.
    await t.deps.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.siteId, acmeId), eq(users.role, 'writer'), isNull(users.deactivatedAt)));
    const second = await createUser(t, 'acme', { role: 'admin', firstName: 'Ann', lastName: 'Second' });
    const off = await createUser(t, 'acme', { role: 'admin', firstName: 'Old', lastName: 'Admin' });
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, off.id));
    await t.deps.bus.sync();

    const customer = await login(t.app, 'customer@demo.test');
    const packageId = t.demo.acme.packages[PACKAGE.resume]._id;
    const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { item: packageId })).json();
    const confirmed = await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
      client_secret: intent.client_secret,
      card_number: CARDS.ok,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const res = await send(t, customer, 'POST', '/api/customer/orders_new', { payment: intent.intent_id, package_subscribed: packageId });
    expect(res.statusCode, res.body).toBe(200);
    const orderId: string = res.json().order_id;
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.writerId).toBeNull();

    const told = await t.deps.db
      .select({
        userId: notifications.userId,
        orderId: notifications.orderId,
        contant: notifications.contant,
        data: notifications.data,
        emailKind: notifications.emailKind,
      })
      .from(notifications)
      .where(eq(notifications.orderId, `${ADMIN_ORDER_PREFIX}${orderId}`));
    expect(told.map((n) => n.userId).sort()).toEqual([t.demo.acme.users.admin, second.id].sort());
    for (const n of told) {
      expect(n.contant).toBe('No writer fits a new order: it waits in the Unassigned queue.');
      expect(n.data).toMatchObject({ action: 'no_writer_fits', senderName: 'Casey Customer' });
      expect(n.emailKind).toBeNull();
      expect(notificationLink({ order_id: n.orderId })).toBe(`/admin/orders/${orderId}`);
    }
    // Nobody but the admins heard of it.
    const others = await t.deps.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.orderId, orderId));
    expect(others).toEqual([]);

    // The admin's bell has it, and the dashboard's queue lists the order.
    const adminSession = await login(t.app, 'admin@demo.test', ACME);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(adminSession, ACME), remoteAddress: nextIp() });
    expect(JSON.stringify(bell.json())).toContain(`${ADMIN_ORDER_PREFIX}${orderId}`);
    const queue = (await reports(adminSession, '', ACME)).json<TAdminReportsResponse>();
    expect(queue.counts.unassigned).toBeGreaterThanOrEqual(1);
    expect(queue.unassigned.map((o) => o._id)).toContain(orderId);
  });
});
