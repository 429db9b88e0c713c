import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZFollowupResponse,
  ZQuestionnaireResponse,
  ZTemplateCreateResponse,
  ZTemplateResponse,
  ZTemplatesResponse,
  ZWriterAnswersResponse,
  ZWriterOrderResponse,
  ZWriterProfileResponse,
  type TQuestionnaireItem,
} from '@draftdesk/contract';
import { notifications } from '../src/db/schema.ts';
import { BETA, createTestApp, demoOrders, type TestApp } from './helpers.ts';
import { PACKAGE, buildOrder, call, demoPackage, eventsOf, reload, type OrderRow } from './journey-factory.ts';
import { staffSessions, type Sessions } from './writer-factory.ts';

let t: TestApp;
let s: Sessions;
let demo: Awaited<ReturnType<typeof demoOrders>>;
let demoTemplateId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await staffSessions(t);
  demo = await demoOrders(t, 'acme');
  demoTemplateId = ZTemplatesResponse.parse((await call(t, s.writer, 'GET', '/api/writer/questionnaire-template')).json()).templates[0]._id;
});
afterAll(() => t?.close());

const ITEMS: TQuestionnaireItem[] = [
  { type: 'section', text: 'A few more details' },
  { type: 'textarea', text: 'What is your biggest win?', required: true },
  { type: 'radio', text: 'Mention volunteering?', required: true, options: ['Yes', 'No'] },
];
const base = (o: { id: string }) => `/api/writer/orders/${o.id}/additional_questionnaire`;
const save = (o: OrderRow, data: unknown, cookie = s.writer, host?: string) =>
  call(t, cookie, 'POST', `${base(o)}/svc-resume`, { id: o.id, service: 'svc-resume', data }, host);
const publish = (o: OrderRow, cookie = s.writer, host?: string) => call(t, cookie, 'POST', `${base(o)}/publish/svc-resume`, undefined, host);
const copy = (o: OrderRow, template: string, cookie = s.writer) => call(t, cookie, 'POST', `${base(o)}/copy/svc-resume`, { template });
const followup = async (o: OrderRow, cookie = s.writer) => ZFollowupResponse.parse((await call(t, cookie, 'GET', `${base(o)}/svc-resume`)).json()).data;

describe('GET /api/writer/questionnaires-answers/{id}/{questionnaire_id}/{service}', () => {
  const resumeQid = () => demoPackage(t, 'acme', PACKAGE.bundle).packageServices[0].serviceModules[0].id;

  it("groups the customer's answers by section, with or without the service", async () => {
    for (const url of [
      `/api/writer/questionnaires-answers/${demo.inProgress.id}/${resumeQid()}/svc-resume`,
      `/api/writer/questionnaires-answers/${demo.inProgress.id}/${resumeQid()}`,
    ]) {
      const body = ZWriterAnswersResponse.parse((await call(t, s.writer, 'GET', url)).json());
      expect(body.data?.sections.map((x) => x.title)).toEqual(['About you', 'Your experience']);
      expect(body.data?.sections[0].items[0]).toEqual({ question: 'What job title are you targeting?', answer: 'Marketing Manager' });
      expect(body.orderData.service?._id).toBe('svc-resume');
    }
    expect((await call(t, s.reviewer, 'GET', `/api/writer/questionnaires-answers/${demo.inProgress.id}/${resumeQid()}`)).statusCode).toBe(200);
  });

  it('is data null before submission; 404 for a questionnaire not in the order and for outsiders', async () => {
    const order = await buildOrder(t);
    expect(
      ZWriterAnswersResponse.parse((await call(t, s.writer, 'GET', `/api/writer/questionnaires-answers/${order.id}/${resumeQid()}`)).json()).data,
    ).toBeNull();
    expect((await call(t, s.writer, 'GET', `/api/writer/questionnaires-answers/${order.id}/nope/svc-resume`)).statusCode).toBe(404);
    expect((await call(t, s.otherWriter, 'GET', `/api/writer/questionnaires-answers/${order.id}/${resumeQid()}`)).statusCode).toBe(404);
    expect((await call(t, s.customer, 'GET', `/api/writer/questionnaires-answers/${order.id}/${resumeQid()}`)).statusCode).toBe(403);
  });
});

describe('follow-up questions', () => {
  it('saves a draft, publishes it, the customer answers it, and then it is closed', async () => {
    const order = await buildOrder(t);
    expect(await followup(order)).toMatchObject({ state: 'not-submitted', draft_data: [], publishedItems: null });
    const empty = await publish(order);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add at least one question before publishing.');

    const saved = await save(order, ITEMS);
    expect(saved.statusCode).toBe(200);
    expect(ZFollowupResponse.parse(saved.json()).data).toMatchObject({ draft_data: ITEMS, publishedItems: null, state: 'not-submitted' });
    // The customer sees nothing yet.
    expect((await call(t, s.customer, 'GET', `/api/questionnaires/${order.id}/additional_questionnaire/svc-resume`)).statusCode).toBe(404);

    const res = await publish(order);
    expect(res.statusCode).toBe(200);
    expect(ZFollowupResponse.parse(res.json())).toMatchObject({ message: 'Published!', data: { state: 'awaiting-user', publishedItems: ITEMS } });
    const after = await reload(t, order.id);
    expect(after.completedTasks.map((x) => x.taskId)).toEqual(['additional_questionnaire_submitted']);
    expect(after.statusPercentage).toBe(0);
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, t.demo.acme.users.user)));
    expect(note).toMatchObject({ contant: 'Your writer published follow-up questions for you.', data: { action: 'followup_published' } });
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ kind: 'followup_published', data: { serviceId: 'svc-resume', republished: false } });
    const detail = ZWriterOrderResponse.parse((await call(t, s.writer, 'GET', `/api/writer/orders/${order.id}`)).json());
    expect(detail.order.services[0]).toMatchObject({ state: 'in-progress', followUp: 'awaiting-user' });

    const asked = ZQuestionnaireResponse.parse(
      (await call(t, s.customer, 'GET', `/api/questionnaires/${order.id}/additional_questionnaire/svc-resume`)).json(),
    );
    expect(asked.questionnaire.items).toEqual(ITEMS);
    const answered = await call(t, s.customer, 'POST', `/api/customer/orders/${order.id}/complete_task`, {
      taskId: 'additional_questionnaire',
      serviceId: 'svc-resume',
      data: { '1': 'Doubled revenue', '2': 'No' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().completed_tasks.map((x: { taskId: string }) => x.taskId)).toContain('additional_questionnaire');
    expect((await followup(order)).state).toBe('answered');
    const answers = ZWriterAnswersResponse.parse(
      (await call(t, s.writer, 'GET', `/api/writer/questionnaires-answers/${order.id}/additional_questionnaire/svc-resume`)).json(),
    );
    expect(answers.data?.sections[0]).toEqual({
      title: 'A few more details',
      items: [
        { question: 'What is your biggest win?', answer: 'Doubled revenue' },
        { question: 'Mention volunteering?', answer: 'No' },
      ],
    });

    for (const late of [await save(order, ITEMS), await publish(order), await copy(order, demoTemplateId)]) {
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('The customer has already answered the follow-up questions; they can no longer be changed.');
    }
  });

  it('republishes edits before the customer answers, without a second marker', async () => {
    const order = await buildOrder(t);
    await save(order, ITEMS);
    await publish(order);
    await save(order, [...ITEMS, { type: 'email', text: 'Best e-mail?' }]);
    expect((await followup(order)).publishedItems).toHaveLength(3);
    expect((await publish(order)).statusCode).toBe(200);
    expect((await followup(order)).publishedItems).toHaveLength(4);
    expect((await reload(t, order.id)).completedTasks).toHaveLength(1);
    expect((await eventsOf(t, order.id)).at(-1)?.data).toMatchObject({ republished: true });
  });

  it('checks the items: text, known types, options for choices; the body must match the path', async () => {
    const order = await buildOrder(t);
    const noOptions = await save(order, [{ type: 'radio', text: 'Pick one' }]);
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().errors['data.0.options']).toBe('Add at least one option.');
    for (const bad of [[{ type: 'video', text: 'x' }], [{ type: 'text', text: '' }], [{ type: 'text', text: 'x', html: '<b>' }]]) {
      expect((await save(order, bad)).statusCode).toBe(400);
    }
    const other = await buildOrder(t);
    const mismatch = await call(t, s.writer, 'POST', `${base(order)}/svc-resume`, { id: other.id, service: 'svc-resume', data: ITEMS });
    expect(mismatch.statusCode).toBe(400);
    expect((await followup(order)).draft_data).toEqual([]);
  });

  it("copies one of the writer's published templates into the draft", async () => {
    const order = await buildOrder(t);
    await save(order, ITEMS);
    const res = await copy(order, demoTemplateId);
    expect(res.statusCode).toBe(200);
    const draft = ZFollowupResponse.parse(res.json()).data.draft_data;
    expect(draft[0]).toEqual({ type: 'section', text: 'Your achievements' });
    expect(draft).toHaveLength(4);
    const created = ZTemplateCreateResponse.parse(
      (await call(t, s.writer, 'POST', '/api/writer/questionnaire-template/create', { name: 'Unfinished' })).json(),
    );
    const unpublished = await copy(order, created.template._id);
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().message).toBe('Only a published template can be copied.');
    expect((await copy(order, 'nope')).statusCode).toBe(404);
    const theirs = await buildOrder(t, { writerId: s.otherWriterId });
    expect((await copy(theirs, demoTemplateId, s.otherWriter)).statusCode).toBe(404);
  });

  it('lets reviewers read but not write; others get 404; a service without follow-ups is 404/422', async () => {
    const order = await buildOrder(t);
    expect((await call(t, s.reviewer, 'GET', `${base(order)}/svc-resume`)).statusCode).toBe(200);
    expect((await save(order, ITEMS, s.reviewer)).statusCode).toBe(403);
    expect((await publish(order, s.reviewer)).statusCode).toBe(403);
    expect((await copy(order, demoTemplateId, s.reviewer)).statusCode).toBe(403);
    expect((await call(t, s.reviewer, 'POST', `${base(order)}/svc-resume`, { junk: 1 })).statusCode).toBe(403);
    expect((await save(order, ITEMS, s.otherWriter)).statusCode).toBe(404);
    expect((await save(order, ITEMS, s.betaWriter, BETA)).statusCode).toBe(404);
    expect((await publish(order, s.customer)).statusCode).toBe(403);
    expect((await call(t, s.otherWriter, 'GET', `${base(order)}/svc-resume`)).statusCode).toBe(404);
    expect((await call(t, s.writer, 'GET', `${base(order)}/svc-cover`)).statusCode).toBe(404);
    const cover = await call(t, s.writer, 'POST', `${base(order)}/svc-cover`, { id: order.id, service: 'svc-cover', data: ITEMS });
    expect(cover.statusCode).toBe(422);
    expect((await followup(order)).draft_data).toEqual([]);
  });
});

describe('questionnaire templates', () => {
  const T = '/api/writer/questionnaire-template';
  const create = (name: unknown, cookie = s.writer) => call(t, cookie, 'POST', `${T}/create`, { name });

  it("lists the writer's own templates, with the seeded published one", async () => {
    const body = ZTemplatesResponse.parse((await call(t, s.writer, 'GET', T)).json());
    expect(body.templates.find((x) => x._id === demoTemplateId)).toMatchObject({ name: 'Achievements deep-dive', status: 'published', questionCount: 4 });
    expect(ZTemplatesResponse.parse((await call(t, s.otherWriter, 'GET', T)).json()).templates.map((x) => x._id)).not.toContain(demoTemplateId);
  });

  it('creates (name required), saves the draft and publishes it', async () => {
    const missing = await create('  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ name: 'Template name is required.' });
    const res = await create('Leadership');
    expect(res.statusCode).toBe(200);
    const { template, message } = ZTemplateCreateResponse.parse(res.json());
    expect(message).toBe('Questionnaire Template Created Successfully');
    expect(template).toMatchObject({ name: 'Leadership', status: 'draft', questionCount: 0 });

    expect((await call(t, s.writer, 'POST', `${T}/publish`, { key: template._id, name: 'Leadership' })).statusCode).toBe(400);
    expect((await call(t, s.writer, 'POST', `${T}/template`, { key: template._id, data: [{ type: 'select', text: 'Team size' }] })).statusCode).toBe(400);
    const saved = await call(t, s.writer, 'POST', `${T}/template`, { key: template._id, data: ITEMS });
    expect(ZTemplateResponse.parse(saved.json()).template).toMatchObject({ status: 'draft', draft_data: ITEMS, data: null });
    const published = await call(t, s.writer, 'POST', `${T}/publish`, { key: template._id, name: 'Leadership questions' });
    expect(ZTemplateResponse.parse(published.json())).toMatchObject({
      message: 'Published!',
      template: { status: 'published', name: 'Leadership questions', data: ITEMS },
    });
    // Later draft edits leave the published version alone until published again.
    await call(t, s.writer, 'POST', `${T}/template`, { key: template._id, data: ITEMS.slice(0, 2) });
    const got = ZTemplateResponse.parse((await call(t, s.writer, 'GET', `${T}/get/${template._id}`)).json()).template;
    expect(got).toMatchObject({ draft_data: ITEMS.slice(0, 2), data: ITEMS, publishedAt: expect.any(String) });
  });

  it('lets reviewers read any template of the site and write none; other writers and sites get 404', async () => {
    expect((await call(t, s.reviewer, 'GET', `${T}/get/${demoTemplateId}`)).statusCode).toBe(200);
    expect((await call(t, s.reviewer, 'GET', T)).statusCode).toBe(403);
    expect((await create('Mine', s.reviewer)).statusCode).toBe(403);
    expect((await call(t, s.reviewer, 'POST', `${T}/template`, { key: demoTemplateId, data: [] })).statusCode).toBe(403);
    expect((await call(t, s.reviewer, 'POST', `${T}/publish`, { key: demoTemplateId, name: 'x' })).statusCode).toBe(403);
    expect((await call(t, s.otherWriter, 'GET', `${T}/get/${demoTemplateId}`)).statusCode).toBe(404);
    expect((await call(t, s.otherWriter, 'POST', `${T}/template`, { key: demoTemplateId, data: [] })).statusCode).toBe(404);
    expect((await call(t, s.betaReviewer, 'GET', `${T}/get/${demoTemplateId}`, undefined, BETA)).statusCode).toBe(404);
    expect((await create('Mine', s.customer)).statusCode).toBe(403);
  });
});

describe('POST /api/writer/profile', () => {
  const PROFILE = {
    workPhone: '+44 20 7946 0958',
    personalPhone: '',
    skype: 'owen.other',
    profileTitle: 'Executive resume writer',
    profileSummary: 'C-suite resumes.',
    experience: 'Intermediate (3-5 years)',
    levels: ['Executive'],
    services: ['Resume Writing', 'Biography'],
    languages: ['English', 'German'],
    certificates: ['CPCC'],
    experties: ['Healthcare', 'Legal'],
    availableDays: ['Monday', 'Friday'],
    maxJobsPerWeek: 3,
    maxOpenJobs: null,
  };

  it("stores the wizard's data in writer_data", async () => {
    const res = await call(t, s.otherWriter, 'POST', '/api/writer/profile', PROFILE);
    expect(res.statusCode).toBe(200);
    const body = ZWriterProfileResponse.parse(res.json());
    expect(body.message).toBe('Profile Updated Sucessfully');
    expect(body.user.writer_data).toMatchObject({ ...PROFILE, zoom: '', linkedin: '' });
    const me = await call(t, s.otherWriter, 'GET', '/api/auth/user');
    expect(me.json().user.writer_data).toMatchObject({ profileTitle: 'Executive resume writer' });
  });

  it('checks phones and required fields, and refuses unknown fields', async () => {
    const badPhone = await call(t, s.otherWriter, 'POST', '/api/writer/profile', { ...PROFILE, workPhone: 'call me', personalPhone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toMatchObject({ workPhone: 'Enter A valid phone number', personalPhone: 'Enter A valid phone number' });
    const missing = await call(t, s.otherWriter, 'POST', '/api/writer/profile', { workPhone: '555 010 2030' });
    expect(missing.json().errors).toMatchObject({ profileTitle: 'This field is required.', profileSummary: 'This field is required.' });
    expect((await call(t, s.otherWriter, 'POST', '/api/writer/profile', { ...PROFILE, role: 'admin' })).statusCode).toBe(400);
    expect((await call(t, s.otherWriter, 'POST', '/api/writer/profile', { ...PROFILE, maxOpenJobs: 'lots' })).statusCode).toBe(400);
  });

  it('is for writers; the demo writer has a seeded profile', async () => {
    expect((await call(t, s.reviewer, 'POST', '/api/writer/profile', PROFILE)).statusCode).toBe(403);
    expect((await call(t, s.customer, 'POST', '/api/writer/profile', PROFILE)).statusCode).toBe(403);
    const me = await call(t, s.writer, 'GET', '/api/auth/user');
    expect(me.json().user.writer_data).toMatchObject({ profileTitle: 'Certified Professional Resume Writer', certificates: ['CPRW'] });
  });
});
