import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWriterProfile } from '@draftdesk/contract';
import { notifications, orders, users } from '../src/db/schema.ts';
import { DEMO_WRITER_PROFILE } from '../src/db/seed/demo-writer.ts';
import { createTestApp, createUser, login, type DemoSite, type TestApp } from './helpers.ts';
import { CARDS, send } from './checkout-factory.ts';
import { buildOrder, eventsOf, PACKAGE } from './journey-factory.ts';

/**
 * Issue 12 item 5: a paid order goes to the writer whose profile fits it and
 * who has the least work (contract orders/assignment.ts), through the
 * customer's checkout on the sandbox; the site can switch it off.
 */
let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

/** The demo writer's profile, available every day and without limits unless told otherwise. */
const profile = (extra: Partial<TWriterProfile> = {}): TWriterProfile => ({
  ...DEMO_WRITER_PROFILE,
  availableDays: [],
  maxJobsPerWeek: null,
  maxOpenJobs: null,
  ...extra,
});

/** A new writer of the site with this profile (null: none). */
async function writer(site: DemoSite, writerData: TWriterProfile | null) {
  const { id } = await createUser(t, site, { role: 'writer' });
  await t.deps.db.update(users).set({ writerData }).where(eq(users.id, id));
  return id;
}

/** Only these writers stay active on Acme: the others (the demo writer, earlier tests' writers) are deactivated. */
async function onlyWriters(...ids: string[]) {
  await t.deps.db
    .update(users)
    .set({ deactivatedAt: new Date() })
    .where(and(eq(users.siteId, t.demo.acme.id), eq(users.role, 'writer'), notInArray(users.id, ids), isNull(users.deactivatedAt)));
  await t.deps.bus.sync();
}

/** `n` orders of the writer, below 100 % unless `extra` says otherwise. */
async function ordersOf(writerId: string, n: number, extra: Partial<typeof orders.$inferInsert> = {}) {
  for (let i = 0; i < n; i++) await buildOrder(t, { writerId, assignedAt: new Date(Date.now() - 30 * DAY), ...extra });
}

/** The demo customer buys the resume package through the checkout: intent, sandbox card, new order. */
async function buy() {
  const packageId = t.demo.acme.packages[PACKAGE.resume]._id;
  const intent = (await send(t, customer, 'POST', '/api/customer/payment-intent', { item: packageId })).json();
  const confirmed = await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent.intent_id}/confirm`, {
    client_secret: intent.client_secret,
    card_number: CARDS.ok,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const res = await send(t, customer, 'POST', '/api/customer/orders_new', { payment: intent.intent_id, package_subscribed: packageId });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, res.json().order_id));
  return order;
}

const assignmentEvents = async (orderId: string) =>
  (await eventsOf(t, orderId)).filter((e) => e.kind !== 'order_created').map((e) => ({ kind: e.kind, actorId: e.actorId, data: e.data }));

const notified = (orderId: string) =>
  t.deps.db.select({ userId: notifications.userId, data: notifications.data }).from(notifications).where(eq(notifications.orderId, orderId));

describe('writer auto-assignment on a paid order', () => {
  it('goes to the fitting writer with the fewest open orders, is logged with the others’ reasons, and the writer is told', async () => {
    expect(t.demo.acme.packages[PACKAGE.resume].packageServices.map((s) => s.serviceName)).toEqual(['Resume']);
    // The customer writes in Spanish.
    await t.deps.db.update(users).set({ language: 'es' }).where(eq(users.id, t.demo.acme.users.user));
    const busy = await writer('acme', profile({ languages: ['English', 'Spanish'] }));
    const least = await writer('acme', profile({ languages: ['Spanish'] }));
    const englishOnly = await writer('acme', profile({ languages: ['English'] }));
    const coverOnly = await writer('acme', profile({ services: ['Cover Letter'] }));
    const noProfile = await writer('acme', null);
    await onlyWriters(busy, least, englishOnly, coverOnly, noProfile);
    await ordersOf(busy, 2);
    await ordersOf(least, 1);
    // Completed orders are not open.
    await ordersOf(least, 3, { statusPercentage: 100, completedAt: new Date() });
    // A free writer of another site is never a candidate.
    await writer('beta', profile());

    const order = await buy();
    expect(order.writerId).toBe(least);
    expect(order.assignedAt).not.toBe(null);
    expect(await assignmentEvents(order.id)).toEqual([
      {
        kind: 'writer_auto_assigned',
        actorId: null,
        data: { writerId: least, excluded: { [busy]: 'rankedLower', [englishOnly]: 'language', [coverOnly]: 'service', [noProfile]: 'noProfile' } },
      },
    ]);
    const told = await notified(order.id);
    expect(told.map((n) => n.userId)).toEqual([least]);
    expect(told[0].data).toMatchObject({ action: 'order_assigned' });
    // The writer finds it among their orders.
    const list = await send(t, await login(t.app, await emailOf(least)), 'GET', '/api/writer/orders');
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toContain(order.id);
    await t.deps.db.update(users).set({ language: null }).where(eq(users.id, t.demo.acme.users.user));
  });

  it('breaks a tie on open orders by the on-time rate of completed orders with a due date', async () => {
    const late = await writer('acme', profile());
    const punctual = await writer('acme', profile());
    const untried = await writer('acme', profile());
    await onlyWriters(late, punctual, untried);
    const due = new Date(Date.now() - 10 * DAY);
    const done = { statusPercentage: 100, dueDate: due };
    // Late: completed 2 days after the due day; on time: any time on the due day itself.
    await ordersOf(late, 1, { ...done, completedAt: new Date(due.getTime() + 2 * DAY) });
    await ordersOf(punctual, 1, { ...done, completedAt: new Date(due.getTime() + DAY - 1000) });
    await ordersOf(punctual, 1, { ...done, completedAt: new Date(due.getTime() + 3 * DAY) });
    // Without a due date an order says nothing about punctuality.
    await ordersOf(late, 2, { statusPercentage: 100, completedAt: new Date(), dueDate: null });

    // punctual 1/2, late 0/1, untried none: none ranks below any rate.
    const order = await buy();
    expect(order.writerId).toBe(punctual);
    expect((await assignmentEvents(order.id))[0].data.excluded).toEqual({ [late]: 'rankedLower', [untried]: 'rankedLower' });
  });

  it('leaves the order unassigned when no writer fits, and logs why', async () => {
    const full = await writer('acme', profile({ maxOpenJobs: 2 }));
    const weekDone = await writer('acme', profile({ maxJobsPerWeek: 2 }));
    const coverOnly = await writer('acme', profile({ services: ['Cover Letter', 'LinkedIn Profile'] }));
    await onlyWriters(full, weekDone, coverOnly);
    await ordersOf(full, 2);
    // Two orders assigned in the last 7 days, both finished: the week is full, nothing is open. One 8 days ago does not count.
    await ordersOf(weekDone, 2, { statusPercentage: 100, completedAt: new Date(), assignedAt: new Date(Date.now() - 6 * DAY) });
    await ordersOf(weekDone, 1, { statusPercentage: 100, completedAt: new Date(), assignedAt: new Date(Date.now() - 8 * DAY) });

    const order = await buy();
    expect(order.writerId).toBe(null);
    expect(order.assignedAt).toBe(null);
    expect(await assignmentEvents(order.id)).toEqual([
      {
        kind: 'no_writer_fits',
        actorId: null,
        data: { writerId: null, excluded: { [full]: 'maxOpenJobs', [weekDone]: 'maxJobsPerWeek', [coverOnly]: 'service' } },
      },
    ]);
    expect(await notified(order.id)).toEqual([]);

    // One of this week's orders moved back 9 days frees the writer.
    const [recent] = await t.deps.db.select().from(orders).where(eq(orders.writerId, weekDone)).orderBy(desc(orders.assignedAt)).limit(1);
    await t.deps.db
      .update(orders)
      .set({ assignedAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(orders.id, recent.id));
    const next = await buy();
    expect(next.writerId).toBe(weekDone);
  });

  it('assigns nothing while the site has auto-assignment switched off', async () => {
    const free = await writer('acme', profile());
    await onlyWriters(free);
    const admin = await login(t.app, 'admin@demo.test');
    const off = await send(t, admin, 'PATCH', '/api/admin/website/settings', { auto_assign_writers: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.auto_assign_writers).toBe(false);

    const order = await buy();
    expect(order.writerId).toBe(null);
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toEqual(['order_created']);
    expect(await notified(order.id)).toEqual([]);

    const on = await send(t, admin, 'PATCH', '/api/admin/website/settings', { auto_assign_writers: true });
    expect(on.json().data.auto_assign_writers).toBe(true);
    expect((await buy()).writerId).toBe(free);
  });
});

async function emailOf(id: string) {
  const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row.email;
}
