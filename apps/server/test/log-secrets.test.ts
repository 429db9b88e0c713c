import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutologinCode } from '../src/modules/auth/service.ts';
import { safePath } from '../src/plugins/request-log.ts';
import { send } from './checkout-factory.ts';
import { PASSWORD, as, cookieFrom, createTestApp, createUser, nextIp, type TestApp } from './helpers.ts';

// Issue 17 item 9: logs carry no secrets — one line per request, never a cookie, password, reset or auto-login
// code, card number or API key.
let raw = '';
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    raw += String(chunk);
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => t?.close());

const CARD = '4242424242424242';
const NEW_PASSWORD = 'a-fresh-secret-password-9';

describe('request log without secrets', () => {
  it('logs a login, a password reset, an auto-login and a sandbox payment without any of their secrets', async () => {
    raw = '';
    lines.length = 0;
    const user = await createUser(t, 'acme');

    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: user.email, password: PASSWORD },
    });
    expect(loginRes.statusCode).toBe(200);
    const cookie = cookieFrom(loginRes);
    const sessionValue = cookie.split('=').slice(1).join('=');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie) })).statusCode).toBe(200);

    const before = t.sent.length;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: as(null), remoteAddress: nextIp(), payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    await t.mailed(before + 1);
    const resetCode = t.sent[before].text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${resetCode}`, headers: as(null), remoteAddress: nextIp() })).statusCode).toBe(
      200,
    );
    // The page of the e-mail's link, and a code in a query string.
    await t.app.inject({ method: 'GET', url: `/reset-password/${resetCode}?code=${resetCode}&lang=de`, headers: as(null) });
    const step2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-step-2',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { code: resetCode, password: NEW_PASSWORD },
    });
    expect(step2.statusCode).toBe(200);

    const autoCode = await createAutologinCode(t.deps, t.demo.acme.id, user.id);
    const auto = await t.app.inject({ method: 'GET', url: `/api/autologin/${autoCode}`, headers: as(null), remoteAddress: nextIp() });
    expect(auto.statusCode).toBe(200);
    const autoSession = cookieFrom(auto).split('=').slice(1).join('=');

    const intent = await send(t, null, 'POST', '/api/getPaymentIntentPublic', { item: t.demo.acme.packages[0]._id, country: 'US' });
    expect(intent.statusCode, intent.body).toBe(200);
    const { intent_id, client_secret } = intent.json<{ intent_id: string; client_secret: string }>();
    const paid = await send(t, null, 'POST', `/api/sandbox/payment-intents/${intent_id}/confirm`, { client_secret, card_number: CARD });
    expect(paid.statusCode, paid.body).toBe(200);

    // The request lines are there, one per request, with what an operator needs.
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(9);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      status: 200,
      site: t.demo.acme.id,
      ip: expect.any(String),
      reqId: expect.any(String),
    });
    expect(requests.map((l) => l.url)).toContain('/api/autologin/:code');
    expect(requests.map((l) => l.url)).toContain('/reset-password/:code?code=[redacted]&lang=de');

    for (const secret of [PASSWORD, NEW_PASSWORD, resetCode, autoCode, sessionValue, autoSession, CARD, '4242 4242 4242 4242', client_secret]) {
      expect(raw.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });

  it('censors secret fields wherever a log call passes them', () => {
    raw = '';
    t.app.log.info(
      {
        req: { headers: { cookie: 'dd_session=cookie-value-1', authorization: 'Bearer key-value-2' } },
        body: { password: 'pw-value-3', code: 'code-value-4', card_number: 'card-value-5' },
        apiKey: 'key-value-6',
        secretKey: 'key-value-7',
      },
      'custom',
    );
    expect(raw).toContain('custom');
    for (const secret of ['cookie-value-1', 'key-value-2', 'pw-value-3', 'code-value-4', 'card-value-5', 'key-value-6', 'key-value-7'])
      expect(raw).not.toContain(secret);
  });

  it('replaces codes in paths and secret query values', () => {
    expect(safePath('/api/auth/reset-password/abc123?x=1')).toBe('/api/auth/reset-password/:code?x=1');
    expect(safePath('/forgot-password-2/abc')).toBe('/forgot-password-2/:code');
    expect(safePath('/api/orders/view/42?token=t0k&page=2')).toBe('/api/orders/view/42?token=[redacted]&page=2');
    expect(safePath('/api/website')).toBe('/api/website');
  });
});
