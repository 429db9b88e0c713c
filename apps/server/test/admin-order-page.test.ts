import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TAdminOrderEvent } from '@draftdesk/contract';
import { ACME, BETA, as, createTestApp, login, nextIp, type TestApp } from './helpers.ts';
import { buildOrder, demoPackage, eventsOf, PACKAGE, reload } from './journey-factory.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PATCH', url: string, cookie: string | null, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), payload, remoteAddress: nextIp() });
const kindsOf = (timeline: TAdminOrderEvent[]) => timeline.map((e) => e.kind);

/** The resume + cover letter package: its first service's questionnaire is the module the tests mark. */
const resumeCover = () => demoPackage(t, 'acme', PACKAGE.resumeCover);
const firstModule = () => ({ serviceId: resumeCover().packageServices[0]._id, taskId: resumeCover().packageServices[0].serviceModules[0].id });
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the admin order page', () => {
  it('shows the order as its writer sees it, with customer, writer, hidden flag, due date and the timeline newest first', async () => {
    const order = await buildOrder(t, { dueDate: new Date(`${dayFromNow(5)}T00:00:00.000Z`) });
    const res = await call('GET', `/api/admin/orders/${order.id}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({
      _id: order.id,
      orderNumber: order.orderNumber,
      customerName: 'Casey Customer',
      customer: { email: 'customer@demo.test' },
      writerName: 'Wren Writer',
      writerDetails: { email: 'writer@demo.test' },
      hideOrder: false,
      dueDate: `${dayFromNow(5)}T00:00:00.000Z`,
      updatedAt: order.updatedAt.toISOString(),
      statusPercentage: 0,
    });
    expect(body.order.services.map((s: { serviceName: string }) => s.serviceName)).toEqual(resumeCover().packageServices.map((s) => s.serviceName));
    expect(body.order.services[0].serviceModules[0]).toMatchObject({ id: firstModule().taskId, done: false });
    expect(body.writers).toEqual([expect.objectContaining({ name: 'Wren Writer' })]);
    expect(body.timeline).toEqual([]);
  });

  it('lets an admin hide and unhide an order; the customer no longer sees a hidden one; both are in the timeline', async () => {
    const order = await buildOrder(t);
    const customer = await login(t.app, 'customer@demo.test');
    const customerIds = async () => (await call('GET', '/api/customer/orders', customer)).json().orders.map((o: { _id: string }) => o._id);
    expect(await customerIds()).toContain(order.id);

    const hide = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { hideOrder: true, updatedAt: order.updatedAt.toISOString() });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ message: MESSAGES.orderHidden, order: { hideOrder: true } });
    expect((await reload(t, order.id)).hideOrder).toBe(true);
    await t.deps.bus.sync();
    expect(await customerIds()).not.toContain(order.id);
    expect((await call('GET', `/api/customer/orders/${order.id}`, customer)).statusCode).toBe(404);

    const show = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { hideOrder: false, updatedAt: hide.json().order.updatedAt });
    expect(show.json()).toMatchObject({ message: MESSAGES.orderUnhidden, order: { hideOrder: false } });
    await t.deps.bus.sync();
    expect(await customerIds()).toContain(order.id);
    expect(kindsOf(show.json().timeline)).toEqual(['order_unhidden', 'order_hidden']);
    expect(show.json().timeline[0]).toMatchObject({ actorName: 'Ada Admin' });
  });

  it('sets, changes and clears the due day; a past day is refused with its field', async () => {
    const order = await buildOrder(t);
    const set = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { dueDate: dayFromNow(3), updatedAt: order.updatedAt.toISOString() });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: MESSAGES.dueDateSaved, order: { dueDate: `${dayFromNow(3)}T00:00:00.000Z` } });
    expect(set.json().timeline[0]).toMatchObject({ kind: 'due_date_changed_by_admin', dueDate: dayFromNow(3) });

    const past = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { dueDate: dayFromNow(-3), updatedAt: set.json().order.updatedAt });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ dueDate: MESSAGES.dueDatePast });

    const cleared = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { dueDate: null, updatedAt: set.json().order.updatedAt });
    expect(cleared.json()).toMatchObject({ message: MESSAGES.dueDateCleared, order: { dueDate: null } });
    expect((await reload(t, order.id)).dueDate).toBeNull();
    const event = (await eventsOf(t, order.id)).at(-1);
    expect(event).toMatchObject({ kind: 'due_date_changed_by_admin', actorId: t.demo.acme.users.admin, data: { dueDate: null, previous: dayFromNow(3) } });
  });

  it("tells the order's writer and customer once when the due day changes or is cleared; the same day again tells no one", async () => {
    const [writer, customer] = [await login(t.app, 'writer@demo.test'), await login(t.app, 'customer@demo.test')];
    /** The actions of the bell's notifications about `orderId`, as the user reads them through the API. */
    const bell = async (cookie: string, orderId: string): Promise<string[]> => {
      const res = await call('GET', '/api/notifications', cookie);
      expect(res.statusCode).toBe(200);
      return (res.json().notifications as { order_id: string; data: { action: string } }[]).filter((n) => n.order_id === orderId).map((n) => n.data.action);
    };
    const patch = (orderId: string, body: object, updatedAt: string) => call('PATCH', `/api/admin/orders/${orderId}`, admin, { ...body, updatedAt });

    const order = await buildOrder(t);
    const set = await patch(order.id, { dueDate: dayFromNow(6) }, order.updatedAt.toISOString());
    expect(set.statusCode, set.body).toBe(200);
    expect(await bell(writer, order.id)).toEqual(['due_date_changed']);
    expect(await bell(customer, order.id)).toEqual(['due_date_changed']);
    expect(await bell(admin, order.id)).toEqual([]);

    // The same day again changes nothing (no event), so it tells no one.
    const same = await patch(order.id, { dueDate: dayFromNow(6) }, set.json().order.updatedAt);
    expect(same.json()).toMatchObject({ message: MESSAGES.nothingToChange });
    expect(await bell(writer, order.id)).toEqual(['due_date_changed']);
    expect(await bell(customer, order.id)).toEqual(['due_date_changed']);

    // Clearing the due day is a change both are told of, once, in its own words; clearing it again is not.
    const cleared = await patch(order.id, { dueDate: null }, same.json().order.updatedAt);
    expect(cleared.json()).toMatchObject({ message: MESSAGES.dueDateCleared });
    await patch(order.id, { dueDate: null }, cleared.json().order.updatedAt);
    expect(await bell(writer, order.id)).toEqual(['due_date_cleared', 'due_date_changed']);
    expect(await bell(customer, order.id)).toEqual(['due_date_cleared', 'due_date_changed']);
    const [told] = (await call('GET', '/api/notifications', customer)).json().notifications;
    expect(told).toMatchObject({ order_id: order.id, contant: "The order's due date was removed.", data: { senderName: 'Ada Admin' } });

    // No writer yet: only the customer hears. Hidden from its customer: only the writer.
    const unassigned = await buildOrder(t, { writerId: null });
    await patch(unassigned.id, { dueDate: dayFromNow(2) }, unassigned.updatedAt.toISOString());
    expect(await bell(customer, unassigned.id)).toEqual(['due_date_changed']);
    expect(await bell(writer, unassigned.id)).toEqual([]);
    const hidden = await buildOrder(t, { hideOrder: true });
    await patch(hidden.id, { dueDate: dayFromNow(2) }, hidden.updatedAt.toISOString());
    expect(await bell(writer, hidden.id)).toEqual(['due_date_changed']);
    expect(await bell(customer, hidden.id)).toEqual([]);
  });

  it('marks a module done and undone with the reason, recomputing statusPercentage, and logs the reason in the timeline', async () => {
    const order = await buildOrder(t);
    const done = await call('PATCH', `/api/admin/orders/${order.id}/tasks`, admin, {
      ...firstModule(),
      done: true,
      reason: 'Answered by phone',
      updatedAt: order.updatedAt.toISOString(),
    });
    expect(done.statusCode).toBe(200);
    const modules = resumeCover().packageServices.flatMap((s) => s.serviceModules).length;
    expect(done.json()).toMatchObject({ message: MESSAGES.moduleMarkedDone, order: { statusPercentage: Math.round(100 / modules) } });
    expect(done.json().order.services[0].serviceModules[0].done).toBe(true);
    expect(done.json().timeline[0]).toMatchObject({
      kind: 'task_marked_done_by_admin',
      reason: 'Answered by phone',
      actorName: 'Ada Admin',
      serviceName: resumeCover().packageServices[0].serviceName,
      moduleTitle: resumeCover().packageServices[0].serviceModules[0].title,
    });

    const undone = await call('PATCH', `/api/admin/orders/${order.id}/tasks`, admin, {
      ...firstModule(),
      done: false,
      reason: 'Marked by mistake',
      updatedAt: done.json().order.updatedAt,
    });
    expect(undone.json()).toMatchObject({ message: MESSAGES.moduleMarkedUndone, order: { statusPercentage: 0 } });
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
    expect(undone.json().timeline.map((e: TAdminOrderEvent) => [e.kind, e.reason])).toEqual([
      ['task_marked_undone_by_admin', 'Marked by mistake'],
      ['task_marked_done_by_admin', 'Answered by phone'],
    ]);

    const again = await call('PATCH', `/api/admin/orders/${order.id}/tasks`, admin, {
      ...firstModule(),
      done: false,
      reason: 'Once more',
      updatedAt: undone.json().order.updatedAt,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.taskNotCompleted);
  });

  it('reopens a completed order when a module is marked not done', async () => {
    const p = resumeCover();
    const all = p.packageServices.flatMap((s) => s.serviceModules.map((m) => ({ serviceId: s._id, taskId: m.id })));
    const order = await buildOrder(t, { done: all });
    expect(order.completedAt).not.toBeNull();
    const res = await call('PATCH', `/api/admin/orders/${order.id}/tasks`, admin, {
      ...all[0],
      done: false,
      reason: 'Not really done',
      updatedAt: order.updatedAt.toISOString(),
    });
    expect(res.json().order.statusPercentage).toBeLessThan(100);
    expect((await reload(t, order.id)).completedAt).toBeNull();
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const order = await buildOrder(t);
    const loaded = order.updatedAt.toISOString();
    await call('PATCH', `/api/admin/orders/${order.id}`, admin, { dueDate: dayFromNow(4), updatedAt: loaded });
    const before = await reload(t, order.id);

    for (const [url, body] of [
      [`/api/admin/orders/${order.id}`, { hideOrder: true, dueDate: dayFromNow(9), updatedAt: loaded }],
      [`/api/admin/orders/${order.id}/tasks`, { ...firstModule(), done: true, reason: 'Stale tab', updatedAt: loaded }],
    ] as const) {
      const res = await call('PATCH', url, admin, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'staleWrite', message: MESSAGES.staleWrite });
    }
    const after = await reload(t, order.id);
    expect(after).toEqual(before);
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toEqual(['due_date_changed_by_admin']);
  });

  it('validates bodies strictly, naming the fields', async () => {
    const order = await buildOrder(t);
    const updatedAt = order.updatedAt.toISOString();
    const bad = async (url: string, payload: object) => {
      const res = await call('PATCH', url, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    const base = `/api/admin/orders/${order.id}`;
    expect(await bad(base, { hideOrder: true })).toHaveProperty('updatedAt');
    expect(await bad(base, { hideOrder: true, updatedAt: 'yesterday' })).toHaveProperty('updatedAt');
    expect(await bad(base, { dueDate: '2026-02-30', updatedAt })).toEqual({ dueDate: MESSAGES.fieldInvalidDate });
    expect(await bad(base, { updatedAt })).toEqual({ hideOrder: MESSAGES.nothingToChange });
    expect(await bad(base, { hideOrder: true, statusPercentage: 100, updatedAt })).toBeDefined();
    const tasks = `${base}/tasks`;
    expect(await bad(tasks, { ...firstModule(), done: true, reason: 'no', updatedAt })).toEqual({ reason: MESSAGES.reasonLength });
    expect(await bad(tasks, { ...firstModule(), done: true, reason: 'x'.repeat(501), updatedAt })).toEqual({ reason: MESSAGES.reasonLength });
    expect(await bad(tasks, { ...firstModule(), done: true, updatedAt })).toEqual({ reason: MESSAGES.reasonLength });
    const notInPackage = await call('PATCH', tasks, admin, {
      serviceId: firstModule().serviceId,
      taskId: 'final_linkedin',
      done: true,
      reason: 'Done',
      updatedAt,
    });
    expect(notInPackage.statusCode).toBe(422);
    expect(await reload(t, order.id)).toEqual(order);
  });

  it("refuses customers, writers and reviewers (403), and another site's admin (404)", async () => {
    const order = await buildOrder(t);
    const updatedAt = order.updatedAt.toISOString();
    const requests = [
      ['GET', `/api/admin/orders/${order.id}`, undefined],
      ['PATCH', `/api/admin/orders/${order.id}`, { hideOrder: true, updatedAt }],
      ['PATCH', `/api/admin/orders/${order.id}/tasks`, { ...firstModule(), done: true, reason: 'Because', updatedAt }],
    ] as const;
    for (const email of ['customer@demo.test', 'writer@demo.test', 'reviewer@demo.test']) {
      const session = await login(t.app, email);
      for (const [method, url, body] of requests) expect((await call(method, url, session, body)).statusCode, `${email} ${method} ${url}`).toBe(403);
    }
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    for (const [method, url, body] of requests) expect((await call(method, url, betaAdmin, body, BETA)).statusCode, `beta ${method} ${url}`).toBe(404);
    expect(await reload(t, order.id)).toEqual(order);
  });
});
