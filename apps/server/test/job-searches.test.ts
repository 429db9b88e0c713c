import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_JOB_SEARCHES, MESSAGES, ZSavedJobSearchList } from '@draftdesk/contract';
import { jobSavedSearches } from '../src/db/schema.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { sendJobDigests } from '../src/modules/jobs/digest.ts';
import { jobsRepo } from '../src/modules/jobs/repo.ts';
import { ACME, BETA, as, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { postingFactory } from './job-postings.ts';

// Issue 13: saved job searches (GET/POST/DELETE /api/customer/job-searches) and their daily digest of new postings.
let t: TestApp;
let customer: string;
const log = pino({ level: 'silent' });
const URL = '/api/customer/job-searches';

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const call = (cookie: string | null, method: Method, url: string, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), ...(payload ? { payload } : {}) });
const list = async (cookie = customer, host = ACME) => {
  const res = await call(cookie, 'GET', URL, undefined, host);
  expect(res.statusCode, res.body).toBe(200);
  return ZSavedJobSearchList.parse(res.json()).data;
};
const save = (cookie: string, what: string, where: string, host = ACME) => call(cookie, 'POST', URL, { what, where }, host);

async function setFlag(on: boolean, host = ACME) {
  const admin = await login(t.app, 'admin@demo.test', host);
  const res = await call(admin, 'PATCH', '/api/admin/website/settings', { enable_customer_job_search: on }, host);
  expect(res.statusCode, res.body).toBe(200);
}

const { posting } = postingFactory('test-posting', 'Fly the zeppelin over the city.');
/** Makes every saved search due again, as a day later. */
const aDayLater = () => t.deps.db.update(jobSavedSearches).set({ lastCheckedAt: sql`now() - interval '25 hours'` });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.test' });
  customer = await login(t.app, 'customer@demo.test');
  await setFlag(true);
  await setFlag(true, BETA);
}, 60_000);
afterAll(() => t?.close());

describe('saved job searches', () => {
  it('follows enable_customer_job_search: off, every call is 403', async () => {
    await setFlag(false);
    for (const [method, url, body] of [
      ['GET', URL],
      ['POST', URL, { what: 'nurse', where: '' }],
      ['DELETE', `${URL}/nope`],
    ] as const) {
      const res = await call(customer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('pageNotAvailable');
    }
    await setFlag(true);
    expect(await list()).toEqual([]);
  });

  it('is for signed-in customers only', async () => {
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    for (const role of ['writer', 'reviewer', 'admin']) {
      const cookie = await login(t.app, `${role}@demo.test`);
      expect((await call(cookie, 'GET', URL)).statusCode, role).toBe(403);
      expect((await save(cookie, 'nurse', '')).statusCode, role).toBe(403);
    }
  });

  it('validates the body strictly', async () => {
    const empty = await save(customer, '  ', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(MESSAGES.savedSearchEmpty);
    expect((await save(customer, 'x'.repeat(201), '')).statusCode).toBe(400);
    expect((await save(customer, 'nurse', 'y'.repeat(121))).statusCode).toBe(400);
    expect((await call(customer, 'POST', URL, { what: 'nurse', where: '', extra: 1 })).statusCode).toBe(400);
    expect((await call(customer, 'POST', URL, { what: 3, where: '' })).statusCode).toBe(400);
    expect((await call(customer, 'DELETE', `${URL}/${'z'.repeat(65)}`)).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('saves, lists (the same search once), keeps at most 10 and deletes', async () => {
    const first = await save(customer, ' Nurse ', 'Austin, TX');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ what: 'Nurse', where: 'Austin, TX', lastSentAt: null });
    const again = await save(customer, 'Nurse', 'Austin, TX');
    expect(again.json().data._id).toBe(first.json().data._id);
    for (let i = 2; i <= MAX_SAVED_JOB_SEARCHES; i++) expect((await save(customer, `keyword ${i}`, '')).statusCode).toBe(200);
    const full = await save(customer, 'one too many', '');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('savedSearchLimit');
    const saved = await list();
    expect(saved).toHaveLength(MAX_SAVED_JOB_SEARCHES);
    expect(saved[0]).toMatchObject({ what: 'Nurse', where: 'Austin, TX' });
    for (const s of saved) expect((await call(customer, 'DELETE', `${URL}/${s._id}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await call(customer, 'DELETE', `${URL}/${saved[0]._id}`)).statusCode).toBe(404);
  });

  it("keeps each customer's searches their own, per site", async () => {
    const mine = (await save(customer, 'Teacher', '')).json().data._id as string;
    const other = await login(t.app, (await createUser(t, 'acme')).email);
    expect(await list(other)).toEqual([]);
    const refused = await call(other, 'DELETE', `${URL}/${mine}`);
    expect(refused.statusCode).toBe(404);
    const beta = await login(t.app, 'customer@demo.test', BETA);
    expect(await list(beta, BETA)).toEqual([]);
    expect((await call(beta, 'DELETE', `${URL}/${mine}`, undefined, BETA)).statusCode).toBe(404);
    expect((await list()).map((s) => s._id)).toEqual([mine]);
    await call(customer, 'DELETE', `${URL}/${mine}`);
  });
});

describe('the daily digest', () => {
  it('e-mails the new postings once, in the customer’s language, and nothing when none are new', async () => {
    // The catalogue is stored by the first search.
    expect((await call(customer, 'GET', '/customer/jobs?what=nurse&where=&pageNumber=1', undefined)).statusCode).toBe(200);
    const repo = jobsRepo(t.deps.db);
    await repo.insertPostings([posting('Zeppelin Pilot (old)', new Date(Date.now() - 7 * 86_400_000))]);
    expect((await save(customer, 'zeppelin', 'Austin')).statusCode).toBe(200);
    expect((await call(customer, 'PATCH', '/api/profile/language', { language: 'es' })).statusCode).toBe(200);
    const before = t.sent.length;

    // Only a posting from before the search was saved: nothing is new.
    expect((await runJobsOnce(t.deps, log)).jobDigests).toBe(0);
    // Looked at today: not again before a day passed, even with something new.
    await repo.insertPostings([posting('Zeppelin Pilot')]);
    expect(await sendJobDigests(t.deps, log)).toBe(0);

    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(1);
    await t.mailed(before + 1);
    const mail = t.sent[before];
    expect(mail.to).toBe('customer@demo.test');
    expect(mail.subject).toBe('Nuevos empleos para tu búsqueda guardada: «zeppelin» en Austin');
    expect(mail.text).toContain('Zeppelin Pilot (Skyway');
    expect(mail.text).not.toContain('(old)');
    expect(mail.text).toContain('http://portal.test/jobs');
    const [row] = await list();
    expect(row.lastSentAt).not.toBeNull();

    // The next day, nothing new: nothing sent.
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(0);
    // Another new one: only it.
    await repo.insertPostings([posting('Zeppelin Navigator')]);
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(1);
    await t.mailed(before + 2);
    expect(t.sent[before + 1].text).toContain('Zeppelin Navigator');
    expect(t.sent[before + 1].text).not.toContain('Zeppelin Pilot (');

    // Job search switched off for the site: no digest.
    await repo.insertPostings([posting('Zeppelin Engineer')]);
    await setFlag(false);
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(0);
    await setFlag(true);
    // Two instances at once send it once.
    await aDayLater();
    const runs = await Promise.all([sendJobDigests(t.deps, log), sendJobDigests(t.deps, log)]);
    expect(runs[0] + runs[1]).toBe(1);
    await t.mailed(before + 3);
    expect(t.sent.length).toBe(before + 3);
    const stored = await t.deps.db.select().from(jobSavedSearches).where(eq(jobSavedSearches.siteId, t.demo.acme.id));
    expect(stored[0].seenJobIds).toHaveLength(3);
    await call(customer, 'PATCH', '/api/profile/language', { language: 'en' });
  });

  it('e-mails every new posting however many: the newest 20 by name, the rest counted, with a link to the search', async () => {
    const repo = jobsRepo(t.deps.db);
    const who = await createUser(t, 'acme', { firstName: 'Dana' });
    const cookie = await login(t.app, who.email);
    expect((await save(cookie, 'dirigible', 'Austin, TX')).statusCode).toBe(200);
    const base = Date.now() + 5;
    // 75 new postings: more than one page of the provider (50), ten of them posted a second apart.
    const dirigible = (n: number) => ({ ...posting(`Dirigible Captain ${n}`, new Date(base + n)), description: 'Steer the dirigible.' });
    await repo.insertPostings(Array.from({ length: 75 }, (_, n) => dirigible(n)));
    await new Promise((r) => setTimeout(r, 120));
    const before = t.sent.length;
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(1);
    await t.mailed(before + 1);
    const mail = t.sent[before];
    expect(mail.to).toBe(who.email);
    expect(mail.text).toContain('(new jobs: 75)');
    // The newest first: 74 down to 55, and none older.
    expect(mail.text).toContain('• Dirigible Captain 74 (');
    expect(mail.text).toContain('• Dirigible Captain 55 (');
    expect(mail.text).not.toContain('Dirigible Captain 54 (');
    expect(mail.text.match(/• Dirigible Captain/g)).toHaveLength(20);
    expect(mail.text).toContain('…and 55 more');
    expect(mail.text).toContain('http://portal.test/jobs?what=dirigible&where=Austin%2C+TX');

    // A day on, three more: only they, although the ones already sent are within the look-back.
    await repo.insertPostings([75, 76, 77].map((n) => ({ ...dirigible(n), postedAt: new Date() })));
    await new Promise((r) => setTimeout(r, 20));
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(1);
    await t.mailed(before + 2);
    const next = t.sent[before + 1];
    expect(next.text).toContain('(new jobs: 3)');
    expect(next.text.match(/• Dirigible Captain/g)).toHaveLength(3);
    expect(next.text).not.toContain('more');
  });

  it('sends nothing to a customer who switched the job digest off, and again once switched on', async () => {
    const repo = jobsRepo(t.deps.db);
    const who = await createUser(t, 'acme', { firstName: 'Eli', lastName: 'Off' });
    const cookie = await login(t.app, who.email);
    const switchDigest = async (on: boolean) => {
      const res = await call(cookie, 'POST', '/api/profile/profile_update', {
        _id: who.id,
        firstName: 'Eli',
        lastName: 'Off',
        email: who.email,
        emailPreferences: { job_digest: on },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await save(cookie, 'aerostat', '')).statusCode).toBe(200);
    await switchDigest(false);
    const me = (await call(cookie, 'GET', '/api/auth/user')).json();
    expect(me.user.emailPreferences).toEqual({ job_digest: false });
    await repo.insertPostings([{ ...posting('Aerostat Operator', new Date(Date.now() + 5)), description: 'Tether the aerostat.' }]);
    await new Promise((r) => setTimeout(r, 20));
    const before = t.sent.length;
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(0);
    await t.deps.outbox.drain();
    expect(t.sent.filter((m) => m.to === who.email)).toEqual([]);
    expect(t.sent.length).toBe(before);

    // Switched on again: what is new since the last e-mail (none yet: since the search was saved) goes out.
    await switchDigest(true);
    await aDayLater();
    expect(await sendJobDigests(t.deps, log)).toBe(1);
    await t.mailed(before + 1);
    expect(t.sent[before].to).toBe(who.email);
    expect(t.sent[before].text).toContain('Aerostat Operator');
  });
});
