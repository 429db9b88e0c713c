import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSurveyResponse } from '@draftdesk/contract';
import { surveyResponses } from '../src/db/schema.ts';
import { BETA, createTestApp, createUser, demoOrders, login, type TestApp } from './helpers.ts';
import { PACKAGE, allTasks, buildOrder, call, demoPackage, eventsOf, reload, type OrderRow } from './journey-factory.ts';

let t: TestApp;
let customer: string;
let stranger: string;
let betaCustomer: string;
let demo: Awaited<ReturnType<typeof demoOrders>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoOrders(t, 'acme');
  customer = await login(t.app, 'customer@demo.test');
  stranger = await login(t.app, (await createUser(t, 'acme')).email);
  betaCustomer = await login(t.app, 'customer@demo.test', BETA);
});
afterAll(() => t?.close());

const completedOrder = () => buildOrder(t, { pkg: PACKAGE.resume, done: allTasks(demoPackage(t, 'acme', PACKAGE.resume)) });
const confirm = (o: OrderRow, survey: Record<string, unknown>, cookie = customer, host?: string, surveyId = 'survey-default') =>
  call(t, cookie, 'POST', `/api/orders/${o.id}/${surveyId}/feedback-confirmation`, { survey }, host);
const saveFeedback = (o: OrderRow, status: boolean, cookie = customer, host?: string) =>
  call(t, cookie, 'PATCH', `/api/orders/${o.id}/save-feedback`, { status }, host);

describe('GET /api/orders/{orderId}/survey/{surveyId}', () => {
  it('returns the order’s survey with its questions, not yet submitted', async () => {
    const res = await call(t, customer, 'GET', `/api/orders/${demo.completed.id}/survey/survey-default`);
    expect(res.statusCode).toBe(200);
    const body = ZSurveyResponse.parse(res.json());
    expect(body).toMatchObject({ orderCompleted: true, surveySubmitted: false, answers: null });
    expect(body.survey.questions).toEqual([
      expect.objectContaining({ id: 'rating', type: 'rating', min: 1, max: 5, required: true }),
      expect.objectContaining({ id: 'comment', type: 'textarea' }),
    ]);
  });
  it('is 404 for another survey id and for strangers', async () => {
    expect((await call(t, customer, 'GET', `/api/orders/${demo.completed.id}/survey/other`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/orders/${demo.completed.id}/survey/survey-default`)).statusCode).toBe(404);
    expect((await call(t, betaCustomer, 'GET', `/api/orders/${demo.completed.id}/survey/survey-default`, undefined, BETA)).statusCode).toBe(404);
  });
});

describe('POST /api/orders/{orderId}/{surveyId}/feedback-confirmation', () => {
  it('stores the answers once and marks the survey submitted', async () => {
    const order = await completedOrder();
    const res = await confirm(order, { rating: 5, comment: ' Great work ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Thank you for sharing your feedback with our team!' });
    expect((await reload(t, order.id)).surveySubmitted).toBe(true);
    const body = ZSurveyResponse.parse((await call(t, customer, 'GET', `/api/orders/${order.id}/survey/survey-default`)).json());
    expect(body).toMatchObject({ surveySubmitted: true, answers: { rating: 5, comment: 'Great work' } });
    expect((await eventsOf(t, order.id)).at(-1)?.kind).toBe('survey_submitted');

    const again = await confirm(order, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already answered this survey.');
    const rows = await t.deps.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].answers).toEqual({ rating: 5, comment: 'Great work' });
  });

  it('refuses invalid answers with 400 per question', async () => {
    const order = await completedOrder();
    const res = await confirm(order, { rating: 9, mood: 'happy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ rating: 'Choose a rating from 1 to 5.', mood: 'This question does not exist.' });
    expect((await confirm(order, { comment: 'no rating' })).json().errors).toEqual({ rating: 'This field is required.' });
    expect((await reload(t, order.id)).surveySubmitted).toBe(false);
  });

  it('opens only when the order is completed', async () => {
    const res = await confirm(demo.inProgress, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The survey opens when your order is completed.');
  });

  it('is 404 for another survey id and for strangers', async () => {
    const order = await completedOrder();
    expect((await confirm(order, { rating: 5 }, customer, undefined, 'other')).statusCode).toBe(404);
    expect((await confirm(order, { rating: 5 }, stranger)).statusCode).toBe(404);
    expect((await confirm(order, { rating: 5 }, betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).surveySubmitted).toBe(false);
  });
});

describe('PATCH /api/orders/{id}/save-feedback', () => {
  it('sets surveySubmitted', async () => {
    const order = await completedOrder();
    const res = await saveFeedback(order, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, surveySubmitted: true });
    expect((await reload(t, order.id)).surveySubmitted).toBe(true);
    expect((await saveFeedback(order, false)).json().surveySubmitted).toBe(false);
  });
  it('cannot un-submit answers that were given', async () => {
    const order = await completedOrder();
    await confirm(order, { rating: 4 });
    expect((await saveFeedback(order, false)).statusCode).toBe(409);
    expect((await reload(t, order.id)).surveySubmitted).toBe(true);
  });
  it('is 404 for strangers', async () => {
    const order = await completedOrder();
    expect((await saveFeedback(order, true, stranger)).statusCode).toBe(404);
    expect((await saveFeedback(order, true, betaCustomer, BETA)).statusCode).toBe(404);
    expect((await reload(t, order.id)).surveySubmitted).toBe(false);
  });
});
