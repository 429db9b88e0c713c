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

const currentUser = (cookie: string | null, host = ACME) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie, host) });

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
    await t.deps.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.codeHash, sha256(code)));
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
    await t.deps.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.codeHash, sha256(expired)));
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
    await t.deps.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.codeHash, sha256(code)));
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
