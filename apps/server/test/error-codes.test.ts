import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { chatSuite } from './chat-helpers.ts';
import { ACME, SAMPLES, as, createTestApp, login, nextIp, upload, type TestApp } from './helpers.ts';

// Every error body names its text's key in messages.ts (`code`) beside the spec's English text (`message`).
const suite = chatSuite();
const app = () => suite.t.app;

const postLogin = (payload: object, ip = nextIp()) =>
  app().inject({ method: 'POST', url: '/api/auth/login', headers: as(null, ACME), remoteAddress: ip, payload });

describe('error bodies carry a stable code', () => {
  it('a wrong password: code emailOrPasswordIncorrect, the spec text, the request id', async () => {
    const res = await postLogin({ email: 'customer@demo.test', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'emailOrPasswordIncorrect', message: MESSAGES.emailOrPasswordIncorrect, requestId: expect.any(String) });
  });

  it('a validation failure: code validationFailed, and each field its text and its code', async () => {
    const res = await postLogin({ email: 'not-an-email', role: 'admin' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validationFailed', message: MESSAGES.validationFailed, requestId: expect.any(String) });
    expect(body.errors).toEqual({ email: MESSAGES.fieldInvalidEmail, password: expect.any(String), role: MESSAGES.fieldNotAllowed });
    expect(body.fieldCodes).toEqual({ email: 'fieldInvalidEmail', password: 'fieldRequired', role: 'fieldNotAllowed' });
    const short = await postLogin({ email: 'customer@demo.test', password: '' });
    expect(short.json().fieldCodes).toEqual({ password: 'passwordRequired' });
  });

  it('a refusal the service writes with field errors gives each field its code', async () => {
    const cookie = suite.cookies.writer;
    const res = await app().inject({
      method: 'PATCH',
      url: '/api/writer/orders/set-due-date',
      headers: as(cookie),
      payload: { orderId: suite.orders.inProgress.id, dueDate: '2001-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'dueDatePast',
      message: MESSAGES.dueDatePast,
      errors: { dueDate: MESSAGES.dueDatePast },
      fieldCodes: { dueDate: 'dueDatePast' },
    });
  });

  it('not found, unauthenticated and too many requests have codes', async () => {
    const missing = await app().inject({ method: 'GET', url: '/api/no-such-route', headers: as(null) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound, requestId: expect.any(String) });
    const anonymous = await app().inject({ method: 'GET', url: '/api/auth/user', headers: as(null) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    const ip = nextIp();
    let last = await postLogin({ email: 'nobody@demo.test', password: 'wrong' }, ip);
    for (let i = 0; i < 30 && last.statusCode !== 429; i++) last = await postLogin({ email: `nobody${i}@demo.test`, password: 'wrong' }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'tooManyRequests', message: MESSAGES.tooManyRequests, requestId: expect.any(String) });
  });

  it('a chat refusal frame carries the code of its text', async () => {
    const s = await suite.connect(suite.cookies.reviewer);
    await s.subscribe({ order_id: suite.orders.inProgress.id, chatType: 'writerToCustomer' });
    s.send({ type: 'new_message', message_type: 'text', content: 'I should not be here' });
    expect(await s.nextOfType('error')).toEqual({ type: 'error', code: 'chatReadOnly', message: MESSAGES.chatReadOnly });
    s.send('not json');
    expect(await s.nextOfType('error')).toEqual({ type: 'error', code: 'chatBadFrame', message: MESSAGES.chatBadFrame });
  });
});

describe('a file over the limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '1000' });
  });
  afterAll(() => small?.close());

  it('answers 413 with code fileTooLarge', async () => {
    const cookie = await login(small.app, 'customer@demo.test');
    const res = await upload(small, cookie, 'big.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(2000, 32)]), { type: 'application/pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'fileTooLarge', message: MESSAGES.fileTooLarge, requestId: expect.any(String) });
  });
});
