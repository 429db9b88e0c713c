import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReviewerOrdersResponse, ZSetDueDateResponse, ZWriterDashboardResponse, ZWriterOrderResponse, ZWriterOrdersResponse } from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { BETA, as, createTestApp, demoOrders, type TestApp } from './helpers.ts';
import { PACKAGE, allTasks, buildOrder, call, demoPackage, eventsOf, reload } from './journey-factory.ts';
import { staffSessions, type Sessions } from './writer-factory.ts';

let t: TestApp;
let s: Sessions;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await staffSessions(t);
  demo = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const setDue = (orderId: string, dueDate: string, cookie: string | null = s.writer, host?: string) =>
  call(t, cookie, 'PATCH', '/api/writer/orders/set-due-date', { orderId, clientId: 'acme', dueDate }, host);
const archive = (orderId: string, archived: boolean, cookie = s.writer, host?: string) =>
  call(t, cookie, 'PATCH', '/api/writer/orders/archive', { orderId, archived }, host);

describe('GET /api/writer/orders', () => {
  it("lists the writer's assigned orders, newest first, with the customer and no archived ones", async () => {
    const res = await call(t, s.writer, 'GET', '/api/writer/orders');
    expect(res.statusCode).toBe(200);
    const body = ZWriterOrdersResponse.parse(res.json());
    const ids = body.orders.map((o) => o._id);
    expect(ids.indexOf(demo.inProgress.id)).toBeLessThan(ids.indexOf(demo.completed.id));
    expect(ids).not.toContain(demo.fresh.id); // no writer assigned
    const item = body.orders.find((o) => o._id === demo.inProgress.id)!;
    expect(item).toMatchObject({
      package: { packageName: 'Executive Bundle' },
      customer: { firstName: 'Casey', lastName: 'Customer', email: 'customer@demo.test' },
      customerEmail: 'customer@demo.test',
      writerArchived: false,
    });
    expect(item.dueDate).not.toBeNull();
    expect(res.body).not.toContain('packagePrice');
  });

  it('shows another writer only their own orders', async () => {
    const mine = await buildOrder(t, { writerId: s.otherWriterId });
    const body = ZWriterOrdersResponse.parse((await call(t, s.otherWriter, 'GET', '/api/writer/orders')).json());
    expect(body.orders.map((o) => o._id)).toEqual([mine.id]);
  });

  it('is for writers only', async () => {
    expect((await call(t, null, 'GET', '/api/writer/orders')).statusCode).toBe(401);
    for (const cookie of [s.reviewer, s.customer, s.admin]) expect((await call(t, cookie, 'GET', '/api/writer/orders')).statusCode).toBe(403);
  });
});

describe('PATCH /api/writer/orders/archive', () => {
  it('moves an order to the archived list and back, and records it', async () => {
    const order = await buildOrder(t);
    const res = await archive(order.id, true);
    expect(res.statusCode).toBe(200);
    expect(ZSetDueDateResponse.parse(res.json()).order).toMatchObject({ _id: order.id, writerArchived: true });
    const active = ZWriterOrdersResponse.parse((await call(t, s.writer, 'GET', '/api/writer/orders')).json());
    const archived = ZWriterOrdersResponse.parse((await call(t, s.writer, 'GET', '/api/writer/orders?archived=true')).json());
    expect(active.orders.map((o) => o._id)).not.toContain(order.id);
    expect(archived.orders.map((o) => o._id)).toEqual([order.id]);
    expect((await archive(order.id, false)).json().order.writerArchived).toBe(false);
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toEqual(['writer_archived', 'writer_unarchived']);
  });

  it('is 404 for another writer and other sites, 403 for reviewers and customers', async () => {
    const order = await buildOrder(t);
    expect((await archive(order.id, true, s.otherWriter)).statusCode).toBe(404);
    expect((await archive(order.id, true, s.betaWriter, BETA)).statusCode).toBe(404);
    expect((await archive(order.id, true, s.reviewer)).statusCode).toBe(403);
    expect((await archive(order.id, true, s.customer)).statusCode).toBe(403);
    // Refused before the body is even looked at.
    const bad = await call(t, s.reviewer, 'PATCH', '/api/writer/orders/archive', { orderId: order.id, archived: 'yes', role: 'admin' });
    expect(bad.statusCode).toBe(403);
    const garbled = await t.app.inject({
      method: 'PATCH',
      url: '/api/writer/orders/archive',
      headers: { ...as(s.reviewer), 'content-type': 'application/json' },
      payload: '{"orderId":',
    });
    expect(garbled.statusCode).toBe(403);
    expect((await reload(t, order.id)).writerArchived).toBe(false);
  });
});

describe('PATCH /api/writer/orders/set-due-date', () => {
  it('sets the due date, records it and tells the customer', async () => {
    const order = await buildOrder(t);
    const res = await setDue(order.id, day(10));
    expect(res.statusCode).toBe(200);
    const body = ZSetDueDateResponse.parse(res.json());
    expect(body).toMatchObject({ status: true, message: 'Due Date Set Successfully!', order: { _id: order.id, dueDate: `${day(10)}T00:00:00.000Z` } });
    expect((await reload(t, order.id)).dueDate?.toISOString()).toBe(`${day(10)}T00:00:00.000Z`);
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'due_date_set', actorId: t.demo.acme.users.writer, data: { dueDate: day(10) } });
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.user)));
    expect(note).toMatchObject({
      contant: 'Your writer set a due date for your order.',
      data: { senderName: 'Wren Writer', senderPrefName: 'Wren', action: 'due_date_set' },
    });
  });

  it('accepts today and refuses past days and other formats', async () => {
    const order = await buildOrder(t);
    expect((await setDue(order.id, day(0))).statusCode).toBe(200);
    const past = await setDue(order.id, day(-3));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'The due date cannot be in the past.', errors: { dueDate: 'The due date cannot be in the past.' } });
    for (const dueDate of ['2030-02-30', `${day(5)}T10:00:00Z`, 'soon']) {
      const res = await setDue(order.id, dueDate);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.dueDate).toBe('Enter a valid date');
    }
    expect((await reload(t, order.id)).dueDate?.toISOString().slice(0, 10)).toBe(day(0));
  });

  it("refuses a completed order with 409: 'A due date cannot be set for a completed order.'", async () => {
    const p = demoPackage(t, 'acme', PACKAGE.resume);
    const order = await buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(p) });
    const res = await setDue(order.id, day(5));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A due date cannot be set for a completed order.');
    expect((await reload(t, order.id)).dueDate).toBeNull();
  });

  it('is the assigned writer’s alone', async () => {
    const order = await buildOrder(t);
    expect((await setDue(order.id, day(5), s.otherWriter)).statusCode).toBe(404);
    expect((await setDue(order.id, day(5), s.betaWriter, BETA)).statusCode).toBe(404);
    expect((await setDue(order.id, day(5), s.reviewer)).statusCode).toBe(403);
    expect((await setDue(order.id, day(5), s.customer)).statusCode).toBe(403);
    expect((await setDue(order.id, day(5), null)).statusCode).toBe(401);
    const extra = await call(t, s.writer, 'PATCH', '/api/writer/orders/set-due-date', { orderId: order.id, dueDate: day(5), statusPercentage: 100 });
    expect(extra.statusCode).toBe(400);
    expect((await reload(t, order.id)).dueDate).toBeNull();
  });
});

describe('GET /api/writer/dashboard', () => {
  it('counts, due soon, overdue, drafts awaiting the customer and the latest notifications', async () => {
    const writerId = s.otherWriterId;
    const p = demoPackage(t, 'acme', PACKAGE.resume);
    const soon = await buildOrder(t, { writerId, dueDate: new Date(Date.now() + 2 * DAY) });
    const overdue = await buildOrder(t, { writerId, dueDate: new Date(Date.now() - 3 * DAY) });
    await buildOrder(t, { writerId, dueDate: new Date(Date.now() + 30 * DAY) });
    await buildOrder(t, { writerId, dueDate: new Date(Date.now() - 3 * DAY), writerArchived: true });
    await buildOrder(t, { writerId, pkg: PACKAGE.resume, done: allTasks(p), dueDate: new Date(Date.now() - 9 * DAY) });
    const waiting = await buildOrder(t, { writerId, revisionData: { 'svc-resume': { sentByWriter: true, pendingClientReview: true } } });
    for (let i = 0; i < 7; i++) {
      await t.deps.db.insert(notifications).values({
        id: newId(),
        siteId: t.demo.acme.id,
        userId: writerId,
        orderId: soon.id,
        contant: `Note ${i}`,
        data: { senderImg: '', senderName: 'Casey Customer', senderPrefName: 'Casey', action: 'review_submitted' },
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
    const res = await call(t, s.otherWriter, 'GET', '/api/writer/dashboard');
    expect(res.statusCode).toBe(200);
    const body = ZWriterDashboardResponse.parse(res.json());
    // Includes the order of the list test above.
    expect(body.counts).toEqual({ total: 7, inProgress: 5, completed: 1, archived: 1 });
    expect(body.dueSoon.map((o) => o._id)).toEqual([soon.id]);
    expect(body.overdue.map((o) => o._id)).toEqual([overdue.id]);
    expect(body.awaitingCustomer).toEqual([expect.objectContaining({ _id: waiting.id, serviceIds: ['svc-resume'] })]);
    expect(body.notifications.map((n) => n.contant)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
  });

  it("gives an admin the whole site's orders (their home is the writer's dashboard)", async () => {
    const res = await call(t, s.admin, 'GET', '/api/writer/dashboard');
    expect(res.statusCode).toBe(200);
    const body = ZWriterDashboardResponse.parse(res.json());
    const site = ZReviewerOrdersResponse.parse((await call(t, s.reviewer, 'GET', '/api/reviewer/orders')).json());
    expect(body.counts.total).toBe(site.orders.length);
    expect(res.body).not.toContain('packagePrice');
  });

  it('is for writers and admins only', async () => {
    expect((await call(t, s.reviewer, 'GET', '/api/writer/dashboard')).statusCode).toBe(403);
    expect((await call(t, s.customer, 'GET', '/api/writer/dashboard')).statusCode).toBe(403);
  });
});

describe('GET /api/writer/orders/{id}', () => {
  it('shows the order with services, module kinds, states and follow-up states; no writer unless asked', async () => {
    const res = await call(t, s.writer, 'GET', `/api/writer/orders/${demo.inProgress.id}`);
    expect(res.statusCode).toBe(200);
    const body = ZWriterOrderResponse.parse(res.json());
    expect(body).toMatchObject({ status_code: 200, status: true });
    const { order } = body;
    expect(order).toMatchObject({
      package: { packageName: 'Executive Bundle' },
      customer: { firstName: 'Casey', lastName: 'Customer', email: 'customer@demo.test' },
      writerDetails: null,
      writer_id: t.demo.acme.users.writer,
      revisionData: { 'svc-resume': { sentByWriter: true, pendingClientReview: true } },
    });
    const [resume, cover, linkedin] = order.services;
    expect(resume).toMatchObject({ _id: 'svc-resume', state: 'in-progress', followUp: 'awaiting-user' });
    expect(resume.serviceModules.map((m) => [m.kind, m.done])).toEqual([
      ['questionnaire', true],
      ['previous_document', true],
      ['additional_questionnaire', false],
      ['revision_process', false],
      ['final_document', false],
    ]);
    expect(cover).toMatchObject({ state: 'not-started', followUp: null });
    expect(linkedin.serviceModules.at(-1)).toMatchObject({ id: 'final_linkedin', kind: 'final_linkedin' });
    expect(body.sortedNotifications.map((n) => n.contant)).toContain('A new order was assigned to you.');
    expect(res.body).not.toContain('packagePrice');

    const withWriter = ZWriterOrderResponse.parse((await call(t, s.writer, 'GET', `/api/writer/orders/${demo.inProgress.id}?includeWriter=true`)).json());
    expect(withWriter.order.writerDetails).toMatchObject({ firstName: 'Wren', lastName: 'Writer', email: 'writer@demo.test' });
  });

  it('lets reviewers read any order of their site, with the writer', async () => {
    const res = await call(t, s.reviewer, 'GET', `/api/writer/orders/${demo.inProgress.id}?includeWriter=true`);
    expect(ZWriterOrderResponse.parse(res.json()).order.writerDetails?.email).toBe('writer@demo.test');
    const unassigned = await call(t, s.reviewer, 'GET', `/api/writer/orders/${demo.fresh.id}?includeWriter=true`);
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json().order.writerDetails).toBeNull();
  });

  it("lets the site's admins read its orders, read-only", async () => {
    const res = await call(t, s.admin, 'GET', `/api/writer/orders/${demo.inProgress.id}?includeWriter=true`);
    expect(ZWriterOrderResponse.parse(res.json()).order.writerDetails?.email).toBe('writer@demo.test');
    expect((await setDue(demo.inProgress.id, day(9), s.admin)).statusCode).toBe(403);
    expect((await archive(demo.inProgress.id, true, s.admin)).statusCode).toBe(403);
  });

  it('is 404 for another writer, other sites and unknown ids; 403 for customers', async () => {
    const url = `/api/writer/orders/${demo.inProgress.id}`;
    expect((await call(t, s.otherWriter, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, s.writer, 'GET', `/api/writer/orders/${demo.fresh.id}`)).statusCode).toBe(404);
    expect((await call(t, s.betaWriter, 'GET', url, undefined, BETA)).statusCode).toBe(404);
    expect((await call(t, s.betaReviewer, 'GET', url, undefined, BETA)).statusCode).toBe(404);
    expect((await call(t, s.writer, 'GET', '/api/writer/orders/nope')).statusCode).toBe(404);
    expect((await call(t, s.customer, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, s.betaAdmin, 'GET', url, undefined, BETA)).statusCode).toBe(404);
  });
});

describe('GET /api/reviewer/orders', () => {
  it("lists every order of the site with the writer's and the customer's e-mail and a link", async () => {
    const res = await call(t, s.reviewer, 'GET', '/api/reviewer/orders');
    const body = ZReviewerOrdersResponse.parse(res.json());
    const ids = body.orders.map((o) => o._id);
    for (const o of Object.values(demo)) expect(ids).toContain(o.id);
    expect(body.orders.find((o) => o._id === demo.inProgress.id)).toMatchObject({
      writerEmail: 'writer@demo.test',
      customerEmail: 'customer@demo.test',
      writer: { firstName: 'Wren' },
      link: `/orders/view/${demo.inProgress.id}`,
    });
    expect(body.orders.find((o) => o._id === demo.fresh.id)).toMatchObject({ writer: null, writerEmail: null });
    const beta = ZReviewerOrdersResponse.parse((await call(t, s.betaReviewer, 'GET', '/api/reviewer/orders', undefined, BETA)).json());
    expect(beta.orders.map((o) => o._id)).not.toContain(demo.inProgress.id);
  });

  it("gives the site's admins the same list (their /orders/list)", async () => {
    const body = ZReviewerOrdersResponse.parse((await call(t, s.admin, 'GET', '/api/reviewer/orders')).json());
    for (const o of Object.values(demo)) expect(body.orders.map((x) => x._id)).toContain(o.id);
    const beta = ZReviewerOrdersResponse.parse((await call(t, s.betaAdmin, 'GET', '/api/reviewer/orders', undefined, BETA)).json());
    expect(beta.orders.map((o) => o._id)).not.toContain(demo.inProgress.id);
  });

  it('is for reviewers and admins only', async () => {
    for (const cookie of [s.writer, s.customer]) expect((await call(t, cookie, 'GET', '/api/reviewer/orders')).statusCode).toBe(403);
  });
});
