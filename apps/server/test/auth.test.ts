import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { ACME, BETA, PASSWORD, as, cookieFrom, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SESSION_USER_KEYS = [
  '_id',
  'email',
  'emailPreferences',
  'firstName',
  'language',
  'lastName',
  'orders',
  'pending_purchase_package_id',
  'profile_img',
  'role',
  'uniqueCustomerId',
  'writer_data',
];

function postLogin(payload: unknown, opts: { host?: string; cookie?: string; headers?: Record<string, string>; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: opts.headers ?? as(opts.cookie ?? null, opts.host ?? ACME),
    remoteAddress: opts.ip ?? nextIp(),
    payload: payload as object,
  });
}

const currentUser = (cookie: string | null, host = ACME) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie, host) });

const setCookieHeader = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw]).join('\n');
};

describe('POST /api/auth/login', () => {
  it('returns the user without internal fields, and the customer orders', async () => {
    const res = await postLogin({ email: 'customer@demo.test', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['orders', 'status', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(SESSION_USER_KEYS);
    expect(body.user).toMatchObject({ _id: t.demo.acme.users.user, email: 'customer@demo.test', role: 'user', orders: 4 });
    expect(body.orders).toHaveLength(4);
    for (const o of body.orders) expect(Object.keys(o).sort()).toEqual(['_id', 'createdAt', 'hideOrder', 'statusPercentage']);
    expect(res.body).not.toMatch(/scrypt|password|site_?id/i);
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await postLogin({ email: ' Customer@Demo.TEST ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(t.demo.acme.users.user);
  });

  it("refuses a wrong password and an unknown e-mail alike with 'Email or Password Incorrect'", async () => {
    const wrong = await postLogin({ email: 'customer@demo.test', password: 'not-the-password' });
    const unknown = await postLogin({ email: 'nobody@demo.test', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Email or Password Incorrect');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses unknown fields such as role', async () => {
    const res = await postLogin({ email: 'customer@demo.test', password: PASSWORD, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('role');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite=Lax browser-session cookie without rememberMe', async () => {
    const res = await postLogin({ email: 'writer@demo.test', password: PASSWORD });
    const header = setCookieHeader(res);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Max-Age|Expires/i);
  });

  it('sets a readable signed-in hint beside the session cookie, so public pages ask only browsers that signed in', async () => {
    const res = await postLogin({ email: 'writer@demo.test', password: PASSWORD });
    const raw = res.headers['set-cookie'];
    const hint = (Array.isArray(raw) ? raw : [raw]).find((c) => String(c).startsWith('signed-in='));
    // It names the role, for the page to start loading the role's page before it reads the session.
    expect(hint).toMatch(/^signed-in=writer;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
  });

  it('keeps the cookie for 30 days with rememberMe', async () => {
    const res = await postLogin({ email: 'writer@demo.test', password: PASSWORD, rememberMe: true });
    const header = setCookieHeader(res);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
  });

  it('rotates the session: the cookie sent with a login stops working', async () => {
    const before = await login(t.app, 'reviewer@demo.test');
    const res = await postLogin({ email: 'reviewer@demo.test', password: PASSWORD }, { cookie: before });
    const after = cookieFrom(res);
    expect(after).not.toBe(before);
    expect((await currentUser(before)).statusCode).toBe(401);
    expect((await currentUser(after)).statusCode).toBe(200);
  });

  it('limits logins per client address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await postLogin({ email: `nobody${i}@demo.test`, password: 'wrong' }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await postLogin({ email: 'customer@demo.test', password: PASSWORD }, { ip })).json().message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('sessions', () => {
  it('GET /api/auth/user is 401 without a cookie and the user with one', async () => {
    const anonymous = await currentUser(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.unauthenticated);
    const res = await currentUser(await login(t.app, 'customer@demo.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, currency: 'usd', orders: 4, user: { _id: t.demo.acme.users.user } });
    expect(Object.keys(res.json().user).sort()).toEqual(SESSION_USER_KEYS);
  });

  it('returns the language saved on the account at login and with the user, null until one is chosen', async () => {
    const user = await createUser(t, 'acme');
    const cookie = await login(t.app, user.email);
    expect((await currentUser(cookie)).json().user.language).toBeNull();
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/profile/language', headers: as(cookie), payload: { language: 'th' } });
    expect(saved.statusCode).toBe(200);
    expect((await currentUser(cookie)).json().user.language).toBe('th');
    const again = await postLogin({ email: user.email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.language).toBe('th');
  });

  it('logout ends the session', async () => {
    const cookie = await login(t.app, 'customer@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: as(cookie) });
    expect(res.statusCode).toBe(200);
    expect(setCookieHeader(res)).toMatch(/sid=;/);
    expect(setCookieHeader(res)).toMatch(/signed-in=;/);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('a session of one site is refused on another, and works on its other host', async () => {
    const cookie = await login(t.app, 'admin@demo.test', ACME);
    expect((await currentUser(cookie, BETA)).statusCode).toBe(401);
    expect((await currentUser(cookie, '127.0.0.1')).statusCode).toBe(200);
  });

  it('the same e-mail on two sites is two accounts', async () => {
    const acme = await postLogin({ email: 'customer@demo.test', password: PASSWORD }, { host: ACME });
    const beta = await postLogin({ email: 'customer@demo.test', password: PASSWORD }, { host: BETA });
    expect(acme.json().user._id).toBe(t.demo.acme.users.user);
    expect(beta.json().user._id).toBe(t.demo.beta.users.user);
    expect(acme.json().user._id).not.toBe(beta.json().user._id);
  });

  it("changing the password on one site leaves the same e-mail's account on the other alone", async () => {
    const email = 'twin@example.test';
    const onAcme = await createUser(t, 'acme', { email });
    await createUser(t, 'beta', { email });
    const cookie = await login(t.app, email, ACME);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile_update_password',
      headers: as(cookie),
      payload: { _id: onAcme.id, password: 'a-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await postLogin({ email, password: PASSWORD }, { host: ACME })).statusCode).toBe(401);
    expect((await postLogin({ email, password: 'a-new-password' }, { host: ACME })).statusCode).toBe(200);
    expect((await postLogin({ email, password: PASSWORD }, { host: BETA })).statusCode).toBe(200);
    expect((await postLogin({ email, password: 'a-new-password' }, { host: BETA })).statusCode).toBe(401);
  });

  it('locks an account after 5 wrong passwords, even for the right one', async () => {
    const email = 'locked@example.test';
    await createUser(t, 'acme', { email });
    await createUser(t, 'beta', { email });
    for (let i = 0; i < 5; i++) expect((await postLogin({ email, password: `wrong-${i}` })).statusCode).toBe(401);
    const sixth = await postLogin({ email, password: PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.loginLocked);
    expect(sixth.headers['set-cookie']).toBeUndefined();
    // The lock is per account: other accounts, and the same e-mail on another site, still sign in.
    expect((await postLogin({ email: 'writer@demo.test', password: PASSWORD })).statusCode).toBe(200);
    expect((await postLogin({ email, password: PASSWORD }, { host: BETA })).statusCode).toBe(200);
  });
});

describe('Origin check on writes', () => {
  const credentials = { email: 'customer@demo.test', password: PASSWORD };

  it('refuses a foreign Origin', async () => {
    const res = await postLogin(credentials, { headers: { host: ACME, origin: 'http://evil.test' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.originRefused);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("refuses another tenant's origin", async () => {
    expect((await postLogin(credentials, { headers: { host: ACME, origin: `http://${BETA}` } })).statusCode).toBe(403);
  });

  it('allows a request without Origin that is not from a browser', async () => {
    expect((await postLogin(credentials, { headers: { host: ACME } })).statusCode).toBe(200);
  });

  it('refuses a cross-site browser request without Origin', async () => {
    const res = await postLogin(credentials, { headers: { host: ACME, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
  });

  it('allows a same-origin browser request without Origin', async () => {
    expect((await postLogin(credentials, { headers: { host: ACME, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });
});
