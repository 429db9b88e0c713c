import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { authCodes } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/ids.ts';
import { createAutologinCode } from '../src/modules/auth/service.ts';
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

const currentUser = (cookie: string | null, host = ACME) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie, host) });

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
    expect(hint).toMatch(/^signed-in=1;/);
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

describe('password reset', () => {
  const requestReset = (email: string, opts: { host?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: as(null, opts.host ?? ACME),
      remoteAddress: opts.ip ?? nextIp(),
      payload: { email },
    });
  const resetStep2 = (code: string, password: string, host = ACME) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-step-2',
      headers: as(null, host),
      remoteAddress: nextIp(),
      payload: { code, password },
    });

  /** Asks for a reset link and returns the code from the e-mail's link. */
  async function resetCodeFor(email: string, host = ACME) {
    const before = t.sent.length;
    expect((await requestReset(email, { host })).statusCode).toBe(200);
    await t.mailed(before + 1);
    expect(t.sent).toHaveLength(before + 1);
    const mail = t.sent[t.sent.length - 1];
    expect(mail.to).toBe(email);
    const match = mail.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
    expect(match, 'the mail carries a /reset-password/{code} link').not.toBeNull();
    return match![1];
  }

  it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
    const user = await createUser(t, 'acme');
    const before = t.sent.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.test');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Reset password email is sent.' });
    }
    await t.mailed(before + 1);
    expect(t.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
    expect(t.sent[before].text).toContain(`http://${ACME}/reset-password/`);
  });

  it('sets the new password with the mailed code, once', async () => {
    const user = await createUser(t, 'acme');
    const code = await resetCodeFor(user.email);
    const res = await resetStep2(code, 'brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.passwordResetSuccessfully);
    expect((await postLogin({ email: user.email, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(401);
    const again = await resetStep2(code, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await postLogin({ email: user.email, password: 'another-password' })).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t, 'acme');
    const code = await resetCodeFor(user.email);
    await t.deps.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authCodes.codeHash, sha256(code)));
    expect((await resetStep2(code, 'brand-new-password')).statusCode).toBe(400);
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a code on another site's host", async () => {
    const user = await createUser(t, 'acme');
    const code = await resetCodeFor(user.email);
    expect((await resetStep2(code, 'brand-new-password', BETA)).statusCode).toBe(400);
    expect((await resetStep2(code, 'brand-new-password', ACME)).statusCode).toBe(200);
  });

  it('checks a reset link without using it up: live, then used, expired or on another site (404)', async () => {
    const check = (code: string, host = ACME) =>
      t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${code}`, headers: as(null, host), remoteAddress: nextIp() });
    const user = await createUser(t, 'acme');
    const code = await resetCodeFor(user.email);
    expect((await check(code)).json()).toEqual({ status: true });
    expect((await check(code)).statusCode).toBe(200);
    const foreign = await check(code, BETA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await resetStep2(code, 'brand-new-password')).statusCode).toBe(200);
    expect((await check(code)).statusCode).toBe(404);

    const other = await createUser(t, 'acme');
    const expired = await resetCodeFor(other.email);
    await t.deps.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authCodes.codeHash, sha256(expired)));
    expect((await check(expired)).statusCode).toBe(404);
    expect((await check('x'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses a new password that is too short', async () => {
    const user = await createUser(t, 'acme');
    const code = await resetCodeFor(user.email);
    const res = await resetStep2(code, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
  });

  it('ends every session of the user', async () => {
    const user = await createUser(t, 'acme');
    const cookie = await login(t.app, user.email);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await resetStep2(await resetCodeFor(user.email), 'brand-new-password')).statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('limits reset requests per client address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestReset(`nobody${i}@example.test`, { ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await requestReset('nobody@example.test', { ip })).json().message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('GET /api/autologin/:code', () => {
  const autologin = (code: string, host = ACME) =>
    t.app.inject({ method: 'GET', url: `/api/autologin/${code}`, headers: as(null, host), remoteAddress: nextIp() });

  it('signs the user in once', async () => {
    const code = await createAutologinCode(t.deps, t.demo.acme.id, t.demo.acme.users.user);
    const res = await autologin(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, user: { _id: t.demo.acme.users.user, email: 'customer@demo.test' } });
    expect(Object.keys(res.json().user).sort()).toEqual(SESSION_USER_KEYS);
    const me = await currentUser(cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(t.demo.acme.users.user);

    const again = await autologin(code);
    expect(again.statusCode).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('makes ?packageId the pending purchase only for a package of this site', async () => {
    const user = await createUser(t, 'acme');
    const acmePackage = t.demo.acme.packages[0]._id;
    const betaPackage = t.demo.beta.packages[0]._id;
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/autologin/${await createAutologinCode(t.deps, t.demo.acme.id, user.id)}?packageId=${betaPackage}`,
      headers: as(null),
      remoteAddress: nextIp(),
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().user.pending_purchase_package_id).toBeNull();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/autologin/${await createAutologinCode(t.deps, t.demo.acme.id, user.id)}?packageId=${acmePackage}`,
      headers: as(null),
      remoteAddress: nextIp(),
    });
    expect(own.json().user.pending_purchase_package_id).toBe(acmePackage);
  });

  it('refuses an expired code', async () => {
    const code = await createAutologinCode(t.deps, t.demo.acme.id, t.demo.acme.users.user);
    await t.deps.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authCodes.codeHash, sha256(code)));
    expect((await autologin(code)).statusCode).toBe(403);
  });

  it("refuses a code on another site's host", async () => {
    const code = await createAutologinCode(t.deps, t.demo.acme.id, t.demo.acme.users.user);
    const res = await autologin(code, BETA);
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await autologin(code, ACME)).statusCode).toBe(200);
  });

  it('refuses a password-reset code', async () => {
    const user = await createUser(t, 'acme');
    const before = t.sent.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: as(null), remoteAddress: nextIp(), payload: { email: user.email } });
    await t.mailed(before + 1);
    const code = t.sent[before].text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect((await autologin(code)).statusCode).toBe(403);
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
