import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE, MESSAGES } from '@draftdesk/contract';
import { authCodes } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/ids.ts';
import { ACME, BETA, PASSWORD, as, cookieFrom, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | null, payload?: unknown, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), payload: payload as Record<string, unknown>, remoteAddress: nextIp() });

let invites = 0;
const newMember = (role = 'writer') => ({ email: `member-${++invites}@example.test`, firstName: 'Wren', lastName: `Writer${invites}`, role });

/** The newest e-mail to an address. */
const lastMailTo = (email: string) => [...t.sent].reverse().find((m) => m.to === email);

/** The code of the newest invitation e-mail to an address. */
async function invitationCode(email: string, count: number): Promise<string> {
  await t.mailed(count);
  const mail = lastMailTo(email);
  const match = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/);
  expect(match, mail?.text).not.toBeNull();
  return match![1];
}

async function invite(member = newMember()) {
  const before = t.sent.length;
  const res = await call('POST', '/api/admin/users', admin, member);
  expect(res.statusCode, res.body).toBe(201);
  return { ...member, id: res.json().user._id as string, code: await invitationCode(member.email, before + 1) };
}

describe('inviting a member', () => {
  it('creates an invited account and mails a single-use link that sets the password and signs in', async () => {
    const before = t.sent.length;
    const member = newMember();
    const res = await call('POST', '/api/admin/users', admin, member);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: MESSAGES.invitationSent, user: { email: member.email, role: 'writer', status: 'invited' } });
    const code = await invitationCode(member.email, before + 1);
    const mail = lastMailTo(member.email)!;
    expect(mail.subject).toBe('Ada Admin invited you to Acme Resumes');
    expect(mail.text).toContain('Join Acme Resumes as a writer');
    expect(mail.text).toContain('works once and for 7 days');

    // No password matches an invited account yet.
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: as(null), payload: { email: member.email, password: '' } });
    expect(early.statusCode).toBe(400);

    const details = await call('GET', `/api/auth/invitation/${code}`, null);
    expect(details.json()).toEqual({ status: true, email: member.email, firstName: 'Wren', role: 'writer' });
    // Another site's host does not know the link.
    expect((await call('GET', `/api/auth/invitation/${code}`, null, undefined, BETA)).statusCode).toBe(404);

    const short = await call('POST', '/api/auth/invitation', null, { code, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Use at least 8 characters' });

    const accepted = await call('POST', '/api/auth/invitation', null, { code, password: 'chosen-password' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: MESSAGES.invitationAccepted, user: { email: member.email, role: 'writer' } });
    const me = await call('GET', '/api/auth/user', cookieFrom(accepted));
    expect(me.json().user.email).toBe(member.email);
    await login(t.app, member.email, ACME, 'chosen-password');

    // Used up: the page says so, and it cannot set a password again.
    expect((await call('GET', `/api/auth/invitation/${code}`, null)).json().message).toBe(MESSAGES.invitationInvalid);
    expect((await call('POST', '/api/auth/invitation', null, { code, password: 'other-password' })).statusCode).toBe(404);

    const detail = await call('GET', `/api/admin/users/${res.json().user._id}`, admin);
    expect(detail.json().user.status).toBe('active');
    expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual(['invitationAccepted', 'invited']);
    expect(detail.json().history[1]).toMatchObject({ actorName: 'Ada Admin', data: { role: 'writer' } });
  });

  it('refuses an e-mail that already has an account on the site, naming the field', async () => {
    const res = await call('POST', '/api/admin/users', admin, { ...newMember(), email: 'customer@demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'userAlreadyExists', errors: { email: MESSAGES.userAlreadyExists } });
  });

  it('validates the body strictly: customers are not invited, names are required, nothing unknown passes', async () => {
    for (const payload of [
      { ...newMember(), role: 'user' },
      { ...newMember(), firstName: ' ' },
      { ...newMember(), extra: 1 },
      { ...newMember(), email: 'not-an-email' },
    ]) {
      const res = await call('POST', '/api/admin/users', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a new link replaces the old one; an expired link is refused', async () => {
    const member = await invite();
    const before = t.sent.length;
    const again = await call('POST', `/api/admin/users/${member.id}/invitation`, admin);
    expect(again.json().message).toBe(MESSAGES.invitationSent);
    const fresh = await invitationCode(member.email, before + 1);
    expect(fresh).not.toBe(member.code);
    expect((await call('GET', `/api/auth/invitation/${member.code}`, null)).statusCode).toBe(404);
    await t.deps.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.codeHash, sha256(fresh)));
    expect((await call('POST', '/api/auth/invitation', null, { code: fresh, password: 'chosen-password' })).statusCode).toBe(404);
  });

  it('does not re-invite an account that chose its password', async () => {
    const writer = await createUser(t, 'acme', { role: 'writer' });
    const res = await call('POST', `/api/admin/users/${writer.id}/invitation`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.invitationNotPending);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions at once, refuses its logins and resets, keeps its data; reactivating lets it back in', async () => {
    const writer = await createUser(t, 'acme', { role: 'writer' });
    const session = await login(t.app, writer.email);
    expect((await call('GET', '/api/auth/user', session)).statusCode).toBe(200);

    const off = await call('PATCH', `/api/admin/users/${writer.id}`, admin, { active: false });
    expect(off.json()).toMatchObject({ message: MESSAGES.userDeactivated, user: { status: 'deactivated' } });
    expect((await call('GET', '/api/auth/user', session)).statusCode).toBe(401);

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: writer.email, password: PASSWORD },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(MESSAGES.accountDeactivated);
    expect(right.headers['set-cookie']).toBeUndefined();
    // Only the password's owner learns the account is deactivated.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: as(null),
      remoteAddress: nextIp(),
      payload: { email: writer.email, password: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(401);

    const before = t.sent.length;
    expect((await call('POST', '/api/auth/reset-password', null, { email: writer.email })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${writer.id}/reset-password`, admin)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.sent.slice(before).filter((m) => m.to === writer.email)).toEqual([]);

    const on = await call('PATCH', `/api/admin/users/${writer.id}`, admin, { active: true });
    expect(on.json()).toMatchObject({ message: MESSAGES.userReactivated, user: { status: 'active' } });
    await login(t.app, writer.email);
    const history = (await call('GET', `/api/admin/users/${writer.id}`, admin)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['reactivated', 'deactivated']);
  });

  it('an admin cannot deactivate themself', async () => {
    const me = (await call('GET', '/api/auth/user', admin)).json().user._id;
    const res = await call('PATCH', `/api/admin/users/${me}`, admin, { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.cannotDeactivateSelf);
    expect((await call('GET', '/api/auth/user', admin)).statusCode).toBe(200);
  });

  it("another site's admin neither sees nor changes the account", async () => {
    const writer = await createUser(t, 'acme', { role: 'writer' });
    const betaAdmin = await login(t.app, 'admin@demo.test', BETA);
    expect((await call('PATCH', `/api/admin/users/${writer.id}`, betaAdmin, { active: false }, BETA)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/users?q=${encodeURIComponent(writer.email)}`, betaAdmin, undefined, BETA)).json().total).toBe(0);
    await login(t.app, writer.email);
  });
});

describe('the list and the password reset', () => {
  it('filters by role, searches names and e-mails (wildcards are literal), pages on the server', async () => {
    const writers = (await call('GET', '/api/admin/users?role=writer', admin)).json();
    expect(writers.pageSize).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(writers.users.length).toBeGreaterThan(0);
    expect(writers.users.every((u: { role: string }) => u.role === 'writer')).toBe(true);

    await createUser(t, 'acme', { firstName: 'Zelda', lastName: 'Quixote', email: 'zq@example.test' });
    const byName = (await call('GET', `/api/admin/users?q=${encodeURIComponent('zelda quix')}`, admin)).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual(['zq@example.test']);
    expect((await call('GET', '/api/admin/users?q=%25', admin)).json().total).toBe(0);

    const customer = (await call('GET', '/api/admin/users?q=customer%40demo.test', admin)).json().users[0];
    expect(customer).toMatchObject({ role: 'user', status: 'active' });
    expect(customer.orderCount).toBeGreaterThan(0);

    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE; i++) await createUser(t, 'acme', { lastName: 'Paged' });
    const first = (await call('GET', '/api/admin/users?q=Paged', admin)).json();
    const second = (await call('GET', '/api/admin/users?q=Paged&page=2', admin)).json();
    expect(first.total).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(first.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(second.users).toHaveLength(0);
    expect((await call('GET', '/api/admin/users?role=owner', admin)).statusCode).toBe(400);
  });

  it('sends the owner the same one-hour reset link as the login page does', async () => {
    const writer = await createUser(t, 'acme', { role: 'writer' });
    const before = t.sent.length;
    const res = await call('POST', `/api/admin/users/${writer.id}/reset-password`, admin);
    expect(res.json().message).toBe(MESSAGES.adminResetSent);
    await t.mailed(before + 1);
    const code = lastMailTo(writer.email)!.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    const reset = await call('POST', '/api/auth/reset-password-step-2', null, { code, password: 'admin-sent-reset' });
    expect(reset.statusCode).toBe(200);
    await login(t.app, writer.email, ACME, 'admin-sent-reset');
    const history = (await call('GET', `/api/admin/users/${writer.id}`, admin)).json().history;
    expect(history[0]).toMatchObject({ action: 'passwordResetSent', actorName: 'Ada Admin' });
  });
});
