import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { users } from '../src/db/schema.ts';
import { ACME, BETA, PASSWORD, SAMPLES, as, createTestApp, createUser, login, nextIp, upload, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, cookie: string | null, payload: unknown, host = ACME) =>
  t.app.inject({ method: 'POST', url, headers: as(cookie, host), payload: payload as object });
const updateProfile = (cookie: string | null, payload: unknown) => post('/api/profile/profile_update', cookie, payload);
const updatePassword = (cookie: string | null, payload: unknown) => post('/api/profile/profile_update_password', cookie, payload);
const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(cookie) });
const loginStatus = async (email: string, password: string, host = ACME) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: as(null, host),
      remoteAddress: nextIp(),
      payload: { email, password },
    })
  ).statusCode;

async function userRow(id: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A fresh account on Acme, signed in. */
async function signedInUser() {
  const user = await createUser(t, 'acme');
  return { ...user, cookie: await login(t.app, user.email) };
}

describe('POST /api/profile/profile_update', () => {
  it('updates the own names and e-mail', async () => {
    const me = await signedInUser();
    const res = await updateProfile(me.cookie, { _id: me.id, firstName: 'Nora', lastName: 'New', email: 'Nora.New@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Profile Updated Sucessfully',
      user: { _id: me.id, firstName: 'Nora', lastName: 'New', email: 'nora.new@example.test' },
    });
    expect((await currentUser(me.cookie)).json().user).toMatchObject({ firstName: 'Nora', email: 'nora.new@example.test' });
    expect(await loginStatus('nora.new@example.test', PASSWORD)).toBe(200);
  });

  it("refuses another user's _id and changes nothing", async () => {
    const me = await signedInUser();
    const other = await createUser(t, 'acme', { firstName: 'Olga', lastName: 'Other' });
    const res = await updateProfile(me.cookie, { _id: other.id, firstName: 'Hacked', lastName: 'Hacked', email: 'hacked@example.test' });
    expect(res.statusCode).toBe(403);
    expect(await userRow(other.id)).toMatchObject({ firstName: 'Olga', lastName: 'Other', email: other.email });
    expect(await userRow(me.id)).toMatchObject({ firstName: 'Test', email: me.email });
  });

  it('refuses an e-mail used by another user of the same site', async () => {
    const me = await signedInUser();
    const res = await updateProfile(me.cookie, { _id: me.id, firstName: 'Test', lastName: 'Person', email: 'writer@demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.emailTaken, errors: { email: MESSAGES.emailTaken } });
    expect((await userRow(me.id)).email).toBe(me.email);
  });

  it('accepts an e-mail used only on another site', async () => {
    const me = await signedInUser();
    const betaOnly = await createUser(t, 'beta');
    const res = await updateProfile(me.cookie, { _id: me.id, firstName: 'Test', lastName: 'Person', email: betaOnly.email });
    expect(res.statusCode).toBe(200);
    expect(await loginStatus(betaOnly.email, PASSWORD, ACME)).toBe(200);
    expect(await loginStatus(betaOnly.email, PASSWORD, BETA)).toBe(200);
  });

  it('refuses privileged fields such as role', async () => {
    const me = await signedInUser();
    const res = await updateProfile(me.cookie, { _id: me.id, firstName: 'Test', lastName: 'Person', email: me.email, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('role');
    expect((await userRow(me.id)).role).toBe('user');
  });

  it('requires a session', async () => {
    const res = await updateProfile(null, { _id: t.demo.acme.users.user, firstName: 'A', lastName: 'B', email: 'a@b.test' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/profile/profile_update_password', () => {
  it('saves the password, ends the other sessions and keeps the current one', async () => {
    const me = await signedInUser();
    const otherSession = await login(t.app, me.email);
    const res = await updatePassword(me.cookie, { _id: me.id, password: 'a-better-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Password Saved Successfully' });
    expect((await currentUser(me.cookie)).statusCode).toBe(200);
    expect((await currentUser(otherSession)).statusCode).toBe(401);
    expect(await loginStatus(me.email, 'a-better-password')).toBe(200);
    expect(await loginStatus(me.email, PASSWORD)).toBe(401);
  });

  it('refuses a password that is too short with password_error', async () => {
    const me = await signedInUser();
    const res = await updatePassword(me.cookie, { _id: me.id, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().password_error).toBe('string');
    expect(res.json().password_error.length).toBeGreaterThan(0);
    expect(await loginStatus(me.email, PASSWORD)).toBe(200);
  });

  it("refuses another user's _id", async () => {
    const me = await signedInUser();
    const other = await createUser(t, 'acme');
    const res = await updatePassword(me.cookie, { _id: other.id, password: 'taken-over-1234' });
    expect(res.statusCode).toBe(403);
    expect(await loginStatus(other.email, PASSWORD)).toBe(200);
    expect(await loginStatus(other.email, 'taken-over-1234')).toBe(401);
  });

  it('requires a session', async () => {
    expect((await updatePassword(null, { _id: t.demo.acme.users.user, password: 'long-enough-1' })).statusCode).toBe(401);
  });
});

describe('POST /api/profile/update_profile_img', () => {
  const uploadImage = (cookie: string | null, name: string, content: Buffer, type: string) =>
    upload(t, cookie, name, content, { url: '/api/profile/update_profile_img', field: 'image', type });

  it('stores a PNG that anyone may then read as image/png', async () => {
    const me = await signedInUser();
    const res = await uploadImage(me.cookie, 'me.png', SAMPLES.png, 'image/png');
    expect(res.statusCode).toBe(200);
    const key = res.json().user.profile_img;
    expect(res.json()).toMatchObject({ status: true, message: MESSAGES.profilePictureUpdated });
    expect(typeof key).toBe('string');
    expect((await currentUser(me.cookie)).json().user.profile_img).toBe(key);

    const file = await t.app.inject({ method: 'GET', url: `/api/file/${key}`, headers: { host: ACME } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(SAMPLES.png)).toBe(true);
  });

  it('keeps a profile picture inside its site', async () => {
    const me = await signedInUser();
    const key = (await uploadImage(me.cookie, 'me.png', SAMPLES.png, 'image/png')).json().user.profile_img;
    expect((await t.app.inject({ method: 'GET', url: `/api/file/${key}`, headers: { host: BETA } })).statusCode).toBe(404);
  });

  it('refuses a PDF, even one named like a picture', async () => {
    const me = await signedInUser();
    for (const name of ['cv.pdf', 'cv.png']) {
      const res = await uploadImage(me.cookie, name, SAMPLES.pdf, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MESSAGES.profilePictureType);
    }
    expect((await userRow(me.id)).profileImg).toBe('');
  });

  it('requires a session', async () => {
    expect((await uploadImage(null, 'me.png', SAMPLES.png, 'image/png')).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile/language', () => {
  const setLanguage = (cookie: string | null, payload: unknown, host = ACME) =>
    t.app.inject({ method: 'PATCH', url: '/api/profile/language', headers: as(cookie, host), payload: payload as object });

  it("saves the caller's language and no one else's", async () => {
    const me = await signedInUser();
    const other = await createUser(t, 'acme');
    const res = await setLanguage(me.cookie, { language: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, language: 'it' });
    expect((await userRow(me.id)).language).toBe('it');
    expect((await userRow(other.id)).language).toBeNull();
    expect((await setLanguage(me.cookie, { language: 'th' })).statusCode).toBe(200);
    expect((await userRow(me.id)).language).toBe('th');
  });

  it('is open to every role', async () => {
    for (const email of ['writer@demo.test', 'reviewer@demo.test', 'admin@demo.test']) {
      expect((await setLanguage(await login(t.app, email), { language: 'ru' })).statusCode).toBe(200);
    }
  });

  it('refuses a language the app does not speak, and extra fields, with the usual error shape', async () => {
    const me = await signedInUser();
    for (const payload of [{ language: 'fr' }, { language: 'DE' }, {}, { language: 'de', userId: 'x' }]) {
      const res = await setLanguage(me.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await userRow(me.id)).language).toBeNull();
  });

  it('refuses anonymous callers, and a session of one site on another', async () => {
    expect((await setLanguage(null, { language: 'de' })).statusCode).toBe(401);
    const me = await signedInUser();
    expect((await setLanguage(me.cookie, { language: 'de' }, BETA)).statusCode).toBe(401);
    expect((await userRow(me.id)).language).toBeNull();
  });
});
