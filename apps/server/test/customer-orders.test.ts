import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCustomerOrderResponse, ZCustomerOrdersResponse, ZCustomerOrdersStatusResponse, ZLinkedinFinalResponse } from '@draftdesk/contract';
import { orders } from '../src/db/schema.ts';
import { ACME, BETA, countQueries, createTestApp, createUser, demoOrders, login, type TestApp } from './helpers.ts';
import { PACKAGE, buildFinal, buildOrder, call, eventsOf, reload } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let stranger: string;
let betaCustomer: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
  demo = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

describe('GET /api/customer/orders', () => {
  it('lists the customer’s orders newest first with stats and a 6-month chart', async () => {
    const res = await call(t, customer, 'GET', '/api/customer/orders');
    expect(res.statusCode).toBe(200);
    const body = ZCustomerOrdersResponse.parse(res.json());
    expect(body.orders.map((o) => o._id)).toEqual([demo.fresh.id, demo.unsigned.id, demo.inProgress.id, demo.completed.id]);
    expect(body.stats).toEqual({ total: 4, pending: 3, completed: 1 });
    expect(body.chart).toHaveLength(6);
    expect(body.chart.reduce((n, m) => n + m.orders, 0)).toBeGreaterThanOrEqual(3);
    expect(body.clientCurrencyType).toBe('usd');
    const [fresh, , inProgress, completed] = body.orders;
    expect(fresh).toMatchObject({ writerName: null, statusPercentage: 0, completedAt: null, price: 149, currency: 'usd' });
    expect(fresh.package).toEqual({ _id: demo.fresh.package._id, packageName: 'Professional Resume', packagePrice: 149, currency: 'usd' });
    expect(inProgress.writerName).toBe('Wren Writer');
    expect(completed.statusPercentage).toBe(100);
    expect(completed.completedAt).not.toBeNull();
    expect(typeof completed.orderNumber).toBe('number');
  });

  it('keeps the status-only form for ?include=statusOnly', async () => {
    const res = await call(t, customer, 'GET', '/api/customer/orders?include=statusOnly');
    const body = ZCustomerOrdersStatusResponse.parse(res.json());
    expect(Object.keys(body.orders[0]).sort()).toEqual(['_id', 'createdAt', 'hideOrder', 'statusPercentage']);
    expect(body.orders).toHaveLength(4);
  });

  it('never lists hidden orders, nor orders of other customers or sites', async () => {
    const hidden = await buildOrder(t, { hideOrder: true });
    const strangers = await call(t, stranger, 'GET', '/api/customer/orders');
    expect(strangers.json().orders).toEqual([]);
    expect(strangers.json().stats).toEqual({ total: 0, pending: 0, completed: 0 });
    const mine = (await call(t, customer, 'GET', '/api/customer/orders')).json();
    expect(mine.orders.map((o: { _id: string }) => o._id)).not.toContain(hidden.id);
    const beta = (await call(t, betaCustomer, 'GET', '/api/customer/orders', undefined, BETA)).json();
    expect(beta.orders.some((o: { _id: string }) => o._id === demo.fresh.id)).toBe(false);
    expect(beta.orders).toHaveLength(4);
  });

  it('refuses unknown query parameters', async () => {
    expect((await call(t, customer, 'GET', '/api/customer/orders?include=everything')).statusCode).toBe(400);
  });
});

describe('GET /api/customer/orders/{id}', () => {
  it('returns the order with the spec fields, its invoice and the site currency', async () => {
    const res = await call(t, customer, 'GET', `/api/customer/orders/${demo.completed.id}`);
    expect(res.statusCode).toBe(200);
    const body = ZCustomerOrderResponse.parse(res.json());
    const o = body.order;
    expect(o).toMatchObject({
      _id: demo.completed.id,
      client_id: 'acme',
      statusPercentage: 100,
      hideOrder: false,
      writerArchived: false,
      writer_id: t.demo.acme.users.writer,
      writerName: 'Wren Writer',
      customerEmail: 'customer@demo.test',
      contract_signed: true,
      customer_industries: ['Finance'],
      years_of_experience: 'Director (10-15)',
      surveySubmitted: false,
      noShowCheck: false,
      tipByCustomer: null,
      invoicePrice: 149,
      invoiceCurrency: 'usd',
    });
    expect(o.writer).toMatchObject({ _id: t.demo.acme.users.writer, firstName: 'Wren', lastName: 'Writer' });
    expect(o.customer).toMatchObject({ firstName: 'Casey', lastName: 'Customer', email: 'customer@demo.test' });
    expect(o.package.packageServices[0].serviceModules.length).toBeGreaterThan(0);
    expect(o.package.surveyDetails).toMatchObject({ _id: 'survey-default', questions: [{ id: 'rating' }, { id: 'comment' }] });
    expect(o.package.contract_id).toBeTruthy();
    expect(Object.keys(o.completed_tasks[0]).sort()).toEqual(['serviceId', 'serviceType', 'taskId']);
    expect(o.completedAt).not.toBeNull();
    expect(body.invoice).toEqual({
      _id: expect.any(String),
      packageName: 'Professional Resume',
      status: 'paid',
      price: 149,
      invoiceCurrency: 'usd',
      refund_amount: null,
    });
    expect(body.clientCurrencyType).toBe('usd');
  });

  it('shows no writer before one is assigned and no invoice when there is none', async () => {
    const body = ZCustomerOrderResponse.parse((await call(t, customer, 'GET', `/api/customer/orders/${demo.fresh.id}`)).json());
    expect(body.order).toMatchObject({ writer: null, writer_id: null, writerName: null, customer_industries: [], years_of_experience: null });
    expect(body.invoice).toBeNull();
  });

  it('answers with the same number of queries whatever the number of services', async () => {
    const small = await buildOrder(t, { pkg: PACKAGE.resume });
    const big = await buildOrder(t, { pkg: PACKAGE.bundle });
    await t.deps.bus.sync();
    const queries = async (id: string, sessionCached: boolean) => {
      if (!sessionCached) {
        t.deps.sessionCache.clear();
        t.deps.customerOrders.clear();
      }
      const { result: res, queries: n } = await countQueries(t.deps.db, () => call(t, customer, 'GET', `/api/customer/orders/${id}`));
      expect(res.statusCode).toBe(200);
      return n;
    };
    // Cold: the session check, then the order with its people and latest invoice. Warm: none, both are cached here.
    expect([await queries(small.id, false), await queries(small.id, true)]).toEqual([2, 0]);
    expect([await queries(big.id, false), await queries(big.id, true)]).toEqual([2, 0]);
  });

  it('is 404 for another customer, another site and hidden orders', async () => {
    const hidden = await buildOrder(t, { hideOrder: true });
    expect((await call(t, stranger, 'GET', `/api/customer/orders/${demo.inProgress.id}`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/customer/orders/${demo.inProgress.id}`, undefined, BETA)).statusCode).toBe(404);
    const res = await call(t, customer, 'GET', `/api/customer/orders/${hidden.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found.');
  });
});

describe('PATCH /api/customer/orders/{orderId} (initial question)', () => {
  it('stores 1-3 industries and the experience level', async () => {
    const order = await buildOrder(t, { customerIndustries: [], yearsOfExperience: null });
    const res = await call(t, customer, 'PATCH', `/api/customer/orders/${order.id}`, {
      customer_industries: ['Legal', 'Finance'],
      years_of_experience: 'Executive/C-Suite (15+)',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, status: true });
    const row = await reload(t, order.id);
    expect(row.customerIndustries).toEqual(['Legal', 'Finance']);
    expect(row.yearsOfExperience).toBe('Executive/C-Suite (15+)');
    expect((await eventsOf(t, order.id)).map((e) => e.kind)).toContain('initial_question_answered');
  });

  it("refuses with 'You should select 1-3 industries' and 'You must select one of the answers!'", async () => {
    const order = await buildOrder(t, { customerIndustries: [], yearsOfExperience: null });
    const none = await call(t, customer, 'PATCH', `/api/customer/orders/${order.id}`, { customer_industries: [], years_of_experience: 'Other' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ customer_industries: 'You should select 1-3 industries' });
    const four = await call(t, customer, 'PATCH', `/api/customer/orders/${order.id}`, {
      customer_industries: ['Legal', 'Finance', 'Sales', 'Retail'],
      years_of_experience: 'Other',
    });
    expect(four.json().errors).toEqual({ customer_industries: 'You should select 1-3 industries' });
    const noLevel = await call(t, customer, 'PATCH', `/api/customer/orders/${order.id}`, { customer_industries: ['Legal'] });
    expect(noLevel.json().errors).toEqual({ years_of_experience: 'You must select one of the answers!' });
    expect((await reload(t, order.id)).customerIndustries).toEqual([]);
  });

  it('refuses privileged fields in the body', async () => {
    const res = await call(t, customer, 'PATCH', `/api/customer/orders/${demo.fresh.id}`, {
      customer_industries: ['Legal'],
      years_of_experience: 'Other',
      statusPercentage: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ statusPercentage: 'This field is not allowed.' });
    expect((await reload(t, demo.fresh.id)).statusPercentage).toBe(0);
  });

  it('is 404 for strangers and changes nothing', async () => {
    const body = { customer_industries: ['Legal'], years_of_experience: 'Other' };
    expect((await call(t, stranger, 'PATCH', `/api/customer/orders/${demo.fresh.id}`, body)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'PATCH', `/api/customer/orders/${demo.fresh.id}`, body, BETA)).statusCode).toBe(404);
    expect((await reload(t, demo.fresh.id)).customerIndustries).toEqual([]);
  });
});

describe('PATCH /api/customer/orders/noShow/{id}', () => {
  it('sets noShowCheck', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.resume });
    const res = await call(t, customer, 'PATCH', `/api/customer/orders/noShow/${order.id}`, { noShowCheck: true, clientId: 'acme' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, noShowCheck: true });
    expect((await reload(t, order.id)).noShowCheck).toBe(true);
  });
  it('is 404 for strangers', async () => {
    expect((await call(t, stranger, 'PATCH', `/api/customer/orders/noShow/${demo.completed.id}`, { noShowCheck: true })).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'PATCH', `/api/customer/orders/noShow/${demo.completed.id}`, { noShowCheck: true }, BETA)).statusCode).toBe(404);
    expect((await reload(t, demo.completed.id)).noShowCheck).toBe(false);
  });
});

describe('GET /api/customer/orders/linkedin/get/{id}', () => {
  it('is null before the writer uploads the final LinkedIn file', async () => {
    const res = await call(t, customer, 'GET', `/api/customer/orders/linkedin/get/${demo.inProgress.id}`);
    expect(ZLinkedinFinalResponse.parse(res.json())).toEqual({ status: true, data: null });
  });
  it('returns the file, which the customer can then download', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.bundle });
    await buildFinal(t, order, 'svc-linkedin', 'final_linkedin');
    const body = ZLinkedinFinalResponse.parse((await call(t, customer, 'GET', `/api/customer/orders/linkedin/get/${order.id}`)).json());
    expect(body.data?.file).toMatchObject({ serviceId: 'svc-linkedin', file: { originalname: 'final.pdf', mimetype: 'application/pdf' } });
    const dl = await call(t, customer, 'GET', `/api/file/download/${body.data!.file.file.key}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
  });
  it('is 404 for strangers', async () => {
    expect((await call(t, stranger, 'GET', `/api/customer/orders/linkedin/get/${demo.inProgress.id}`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/customer/orders/linkedin/get/${demo.inProgress.id}`, undefined, BETA)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('refuses writers with 403 and anonymous callers with 401', async () => {
    const writer = await login(t.app, 'writer@demo.test', ACME);
    expect((await call(t, writer, 'GET', `/api/customer/orders/${demo.inProgress.id}`)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `/api/customer/orders/${demo.inProgress.id}`)).statusCode).toBe(401);
  });
  it('keeps demo orders as the seed made them', async () => {
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, demo.inProgress.id));
    expect(row.statusPercentage).toBe(20);
  });
});
