import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompleteTaskResponse, ZQuestionnaireAnswersResponse, ZQuestionnaireResponse } from '@draftdesk/contract';
import { notifications, questionnaireAnswers } from '../src/db/schema.ts';
import { BETA, createTestApp, createUser, demoOrders, login, type TestApp } from './helpers.ts';
import { PACKAGE, allTasks, buildOrder, call, demoPackage, eventsOf, publishFollowup, reload, type OrderRow } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let stranger: string;
let betaCustomer: string;
let resumeQid: string;
let coverQid: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
  demo = await demoOrders(t, 'acme');
  const p = demoPackage(t, 'acme', PACKAGE.resumeCover);
  resumeQid = p.packageServices[0].serviceModules[0].id;
  coverQid = p.packageServices[1].serviceModules[0].id;
});
afterAll(() => t?.close());

/** Valid answers to the demo resume questionnaire. */
const RESUME = { '1': 'Product Manager', '2': 'me@example.com', '3': 'One page', '5': 'Shipped things', '6': 'Yes', '7': ['Publications'], '8': '2027-01-15' };
const completeTask = (order: OrderRow, body: Record<string, unknown>, cookie = customer, host?: string) =>
  call(t, cookie, 'POST', `/api/customer/orders/${order.id}/complete_task`, body, host);
const resumeTask = (data: Record<string, unknown> = RESUME) => ({
  serviceType: 'Resume',
  taskId: resumeQid,
  serviceId: 'svc-resume',
  data,
  DefaultQuestionSubmitted: true,
});

describe('GET /api/questionnaires/{id}/{qid}/{service?}', () => {
  it('returns the definition for the service named in the path', async () => {
    const order = await buildOrder(t);
    const res = await call(t, customer, 'GET', `/api/questionnaires/${order.id}/${resumeQid}/svc-resume`);
    expect(res.statusCode).toBe(200);
    const body = ZQuestionnaireResponse.parse(res.json());
    expect(body).toMatchObject({ serviceId: 'svc-resume', serviceName: 'Resume', completed: false, answers: null });
    expect(body.questionnaire).toMatchObject({ _id: resumeQid, name: 'Resume Questionnaire' });
    expect(body.questionnaire.items.map((i) => i.type)).toContain('checkbox');
  });
  it('finds the service when the path has none', async () => {
    const order = await buildOrder(t);
    const body = ZQuestionnaireResponse.parse((await call(t, customer, 'GET', `/api/questionnaires/${order.id}/${coverQid}`)).json());
    expect(body.serviceId).toBe('svc-cover');
  });
  it('is 404 for a questionnaire that is not a module of the order, or of the named service', async () => {
    const order = await buildOrder(t, { pkg: PACKAGE.resume });
    expect((await call(t, customer, 'GET', `/api/questionnaires/${order.id}/${coverQid}`)).statusCode).toBe(404);
    expect((await call(t, customer, 'GET', `/api/questionnaires/${order.id}/${resumeQid}/svc-cover`)).statusCode).toBe(404);
  });
  it('is 404 for follow-up questions the writer has not published', async () => {
    const order = await buildOrder(t);
    const res = await call(t, customer, 'GET', `/api/questionnaires/${order.id}/additional_questionnaire/svc-resume`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Your writer has not published follow-up questions yet.');
  });
  it('is 404 for strangers', async () => {
    const order = await buildOrder(t);
    expect((await call(t, stranger, 'GET', `/api/questionnaires/${order.id}/${resumeQid}/svc-resume`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/questionnaires/${order.id}/${resumeQid}/svc-resume`, undefined, BETA)).statusCode).toBe(404);
  });
});

describe('POST /api/customer/orders/{id}/complete_task', () => {
  it('stores the answers, completes the module and recomputes statusPercentage in the same call', async () => {
    const order = await buildOrder(t);
    const res = await completeTask(order, resumeTask());
    expect(res.statusCode).toBe(200);
    const body = ZCompleteTaskResponse.parse(res.json());
    expect(body).toMatchObject({ status: true, message: 'Completed Successfully', statusPercentage: 13 });
    expect(body.completed_tasks).toEqual([{ taskId: resumeQid, serviceId: 'svc-resume', serviceType: 'Resume' }]);
    const row = await reload(t, order.id);
    expect(row.statusPercentage).toBe(13);
    expect(row.completedAt).toBeNull();
    const events = await eventsOf(t, order.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'questionnaire_submitted',
      actorId: t.demo.acme.users.user,
      data: { taskId: resumeQid, statusPercentage: 13 },
    });

    const got = ZQuestionnaireResponse.parse((await call(t, customer, 'GET', `/api/questionnaires/${order.id}/${resumeQid}/svc-resume`)).json());
    expect(got.completed).toBe(true);
    expect(got.answers).toMatchObject({ '1': 'Product Manager', '7': ['Publications'] });
  });

  it('sets completedAt when the last module is completed', async () => {
    const p = demoPackage(t, 'acme', PACKAGE.resumeCover);
    const order = await buildOrder(t, { done: allTasks(p).filter((x) => x.taskId !== coverQid) });
    expect(order.statusPercentage).toBe(88);
    const res = await completeTask(order, { taskId: coverQid, serviceId: 'svc-cover', data: { '1': 'Acme, PM', '2': 'Because' } });
    expect(res.json().statusPercentage).toBe(100);
    const row = await reload(t, order.id);
    expect(row.statusPercentage).toBe(100);
    expect(row.completedAt).not.toBeNull();
  });

  it('answers 400 with an error per item and changes nothing', async () => {
    const order = await buildOrder(t);
    const res = await completeTask(order, resumeTask({ '2': 'nope', '3': 'Ten pages', '6': 'Yes', '7': ['Hacking'], '8': '15/01/2027' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '1': 'This field is required.',
      '2': 'Enter a valid email',
      '3': 'Choose one of the options.',
      '5': 'This field is required.',
      '7': 'Choose one of the options.',
      '8': 'Enter a valid date',
    });
    const row = await reload(t, order.id);
    expect(row.completedTasks).toEqual([]);
    expect(await t.deps.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.orderId, order.id))).toHaveLength(0);
  });

  it('refuses a task that is not a module of that service with 422', async () => {
    const order = await buildOrder(t);
    const wrongService = await completeTask(order, { ...resumeTask(), serviceId: 'svc-cover' });
    expect(wrongService.statusCode).toBe(422);
    expect(wrongService.json().message).toBe('This task is not a module of this service in your order.');
    const unknown = await completeTask(order, { ...resumeTask(), taskId: 'not-a-module' });
    expect(unknown.statusCode).toBe(422);
    const small = await buildOrder(t, { pkg: PACKAGE.resume });
    expect((await completeTask(small, { taskId: coverQid, serviceId: 'svc-cover', data: {} })).statusCode).toBe(422);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });

  it('refuses modules that have their own page with 422', async () => {
    const order = await buildOrder(t);
    for (const taskId of ['revision_process', 'previous_document', 'final_document']) {
      const res = await completeTask(order, { taskId, serviceId: 'svc-resume', data: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This task cannot be completed from this page.');
    }
    expect((await reload(t, order.id)).statusPercentage).toBe(0);
  });

  it('refuses a completed task with 409', async () => {
    const order = await buildOrder(t);
    expect((await completeTask(order, resumeTask())).statusCode).toBe(200);
    const again = await completeTask(order, resumeTask());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This task is already completed.');
    expect((await reload(t, order.id)).completedTasks).toHaveLength(1);
  });

  it('refuses unknown body fields', async () => {
    const order = await buildOrder(t);
    expect((await completeTask(order, { ...resumeTask(), statusPercentage: 100 })).statusCode).toBe(400);
  });

  it('answers the writer’s follow-up questions once published, and tells the writer', async () => {
    const order = await buildOrder(t);
    const early = await completeTask(order, { taskId: 'additional_questionnaire', serviceId: 'svc-resume', data: { '1': 'x' } });
    expect(early.statusCode).toBe(409);
    await publishFollowup(t, order, 'svc-resume', [
      { type: 'section', text: 'More' },
      { type: 'textarea', text: 'Biggest win?', required: true },
    ]);
    const def = ZQuestionnaireResponse.parse((await call(t, customer, 'GET', `/api/questionnaires/${order.id}/additional_questionnaire/svc-resume`)).json());
    expect(def.questionnaire).toMatchObject({ _id: 'additional_questionnaire', name: 'Follow-up Questions' });
    expect((await completeTask(order, { taskId: 'additional_questionnaire', serviceId: 'svc-resume', data: {} })).statusCode).toBe(400);
    const res = await completeTask(order, { taskId: 'additional_questionnaire', serviceId: 'svc-resume', data: { '1': 'Doubled revenue' } });
    expect(res.statusCode).toBe(200);
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.writer)));
    expect(note).toMatchObject({
      contant: 'The customer answered your follow-up questions.',
      data: { senderName: 'Casey Customer', senderPrefName: 'Casey', action: 'followup_answered' },
    });
  });

  it('keeps both of two simultaneous completions on the same order', async () => {
    const order = await buildOrder(t);
    const [a, b] = await Promise.all([
      completeTask(order, resumeTask()),
      completeTask(order, { taskId: coverQid, serviceId: 'svc-cover', data: { '1': 'Acme, PM', '2': 'Because' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const row = await reload(t, order.id);
    expect(row.completedTasks.map((x) => x.taskId).sort()).toEqual([resumeQid, coverQid].sort());
    expect(row.statusPercentage).toBe(25);
  });

  it('shows the demo order’s published follow-up questions, not yet answered', async () => {
    const body = ZQuestionnaireResponse.parse(
      (await call(t, customer, 'GET', `/api/questionnaires/${demo.inProgress.id}/additional_questionnaire/svc-resume`)).json(),
    );
    expect(body).toMatchObject({ completed: false, answers: null, questionnaire: { name: 'Follow-up Questions' } });
    expect(body.questionnaire.items.length).toBeGreaterThan(1);
  });

  it('is 404 for strangers and changes nothing', async () => {
    const order = await buildOrder(t);
    expect((await completeTask(order, resumeTask(), stranger)).statusCode).toBe(404);
    expect((await completeTask(order, resumeTask(), betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).completedTasks).toEqual([]);
  });
});

describe('GET /api/questionnaires-answers/{id}/{qid}/{service?}', () => {
  it('is null before submission, then grouped by section', async () => {
    const order = await buildOrder(t);
    const before = ZQuestionnaireAnswersResponse.parse(
      (await call(t, customer, 'GET', `/api/questionnaires-answers/${order.id}/${resumeQid}/svc-resume`)).json(),
    );
    expect(before.data).toBeNull();
    await completeTask(order, resumeTask());
    const body = ZQuestionnaireAnswersResponse.parse((await call(t, customer, 'GET', `/api/questionnaires-answers/${order.id}/${resumeQid}`)).json());
    expect(body.data?.sections.map((s) => s.title)).toEqual(['About you', 'Your experience']);
    expect(body.data?.sections[0].items[0]).toEqual({ question: 'What job title are you targeting?', answer: 'Product Manager' });
    expect(body.data?.sections[1].items).toContainEqual({ question: 'Which sections should we include?', answer: 'Publications' });
  });
  it('shows the demo order’s seeded answers', async () => {
    const { inProgress } = demo;
    const body = ZQuestionnaireAnswersResponse.parse(
      (await call(t, customer, 'GET', `/api/questionnaires-answers/${inProgress.id}/${resumeQid}/svc-resume`)).json(),
    );
    expect(body.data?.sections[0].items[0].answer).toBe('Marketing Manager');
  });
  it('is 404 for strangers', async () => {
    const { inProgress } = demo;
    expect((await call(t, stranger, 'GET', `/api/questionnaires-answers/${inProgress.id}/${resumeQid}/svc-resume`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/questionnaires-answers/${inProgress.id}/${resumeQid}/svc-resume`, undefined, BETA)).statusCode).toBe(404);
  });
});
