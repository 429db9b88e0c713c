import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_RESUMES_MAX, ZSavedResumeListResponse, ZSavedResumeResponse, emptyResume, type TResumeData } from '@draftdesk/contract';
import { resumesRepo } from '../src/modules/builder/repo.ts';
import { ACME, BETA, as, createTestApp, createUser, login, nextIp, type TestApp } from './helpers.ts';

// Signed-in customers' resumes on the server (issue 14): autosave, several resumes, last edited first; each one its owner's.
let t: TestApp;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, (await createUser(t, 'acme')).email);
  other = await login(t.app, (await createUser(t, 'acme')).email);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: unknown, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), remoteAddress: nextIp(), payload: payload as object });

function resume(name: string): TResumeData {
  const data = emptyResume();
  data.name.text = name;
  data.contact.items[0].text = 'ada@example.test';
  data.summary.body = 'Builds <b>things</b> & ships them.';
  return data;
}

async function create(cookie: string, title: string, data = resume(title)) {
  const res = await call('POST', '/api/customer/resumes', cookie, { title, data });
  expect(res.statusCode, res.body).toBe(201);
  return ZSavedResumeResponse.parse(res.json()).resume;
}

describe('saved resumes', () => {
  it('creates, reads, autosaves and lists them, last edited first', async () => {
    const first = await create(customer, 'Nurse resume');
    const second = await create(customer, 'Chef resume');
    expect(first.data).toEqual(resume('Nurse resume'));

    let list = ZSavedResumeListResponse.parse((await call('GET', '/api/customer/resumes', customer)).json()).resumes;
    expect(list.map((r) => r.title)).toEqual(['Chef resume', 'Nurse resume']);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'title', 'updatedAt']);

    const edited = resume('Ada Nurse');
    edited.settings.font = 'Merriweather';
    const saved = await call('PUT', `/api/customer/resumes/${first.id}`, customer, { data: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().resume).toMatchObject({ id: first.id, title: 'Nurse resume' });
    expect(saved.json().resume.data).toBeUndefined();

    list = ZSavedResumeListResponse.parse((await call('GET', '/api/customer/resumes', customer)).json()).resumes;
    expect(list.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(Date.parse(list[0].updatedAt)).toBeGreaterThanOrEqual(Date.parse(list[1].updatedAt));

    const read = await call('GET', `/api/customer/resumes/${first.id}`, customer);
    expect(read.statusCode).toBe(200);
    // The text comes back as it was typed (the web renders it as text, never HTML).
    expect(ZSavedResumeResponse.parse(read.json()).resume.data).toEqual(edited);

    const renamed = await call('PUT', `/api/customer/resumes/${first.id}`, customer, { title: 'Ward nurse', data: edited });
    expect(renamed.json().resume.title).toBe('Ward nurse');
  });

  it('deletes one', async () => {
    const made = await create(customer, 'To delete');
    expect((await call('DELETE', `/api/customer/resumes/${made.id}`, customer)).statusCode).toBe(200);
    expect((await call('GET', `/api/customer/resumes/${made.id}`, customer)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customer/resumes/${made.id}`, customer)).statusCode).toBe(404);
  });

  it("keeps each one its owner's: another customer, or a customer of another site, gets 404", async () => {
    const mine = await create(customer, 'Mine');
    const betaCustomer = await login(t.app, 'customer@demo.test', BETA);
    for (const [cookie, host] of [
      [other, ACME],
      [betaCustomer, BETA],
    ] as const) {
      expect((await call('GET', `/api/customer/resumes/${mine.id}`, cookie, undefined, host)).statusCode).toBe(404);
      expect((await call('PUT', `/api/customer/resumes/${mine.id}`, cookie, { data: resume('Taken') }, host)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/customer/resumes/${mine.id}`, cookie, undefined, host)).statusCode).toBe(404);
      const list = (await call('GET', '/api/customer/resumes', cookie, undefined, host)).json().resumes as { id: string }[];
      expect(list.map((r) => r.id)).not.toContain(mine.id);
    }
    const still = (await call('GET', `/api/customer/resumes/${mine.id}`, customer)).json().resume;
    expect(still.data.name.text).toBe('Mine');
  });

  it('is for signed-in customers: visitors get 401, staff 403', async () => {
    expect((await call('GET', '/api/customer/resumes', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/customer/resumes', null, { title: 'x', data: resume('x') })).statusCode).toBe(401);
    const writer = await login(t.app, 'writer@demo.test');
    expect((await call('GET', '/api/customer/resumes', writer)).statusCode).toBe(403);
    expect((await call('POST', '/api/customer/resumes', writer, { title: 'x', data: resume('x') })).statusCode).toBe(403);
  });

  it('validates the resume with the contract schema (400) and refuses a body over 1 MB (413)', async () => {
    const made = await create(customer, 'Valid');
    const bad: unknown[] = [
      { title: 'x', data: { ...resume('x'), version: 2 } },
      { title: 'x', data: { ...resume('x'), education: { ...resume('x').education, show: false } } },
      { title: 'x', data: { ...resume('x'), script: '<script>' } },
      { title: 'x', data: { ...resume('x'), profilePic: { show: true, file: 'a.svg', blob: 'data:image/svg+xml;base64,PHN2Zz4=', shape: 'round' } } },
      { title: '', data: resume('x') },
      { title: 'x'.repeat(121), data: resume('x') },
      { title: 'x', data: resume('x'), userId: 'someone-else' },
      { title: 'x' },
    ];
    for (const body of bad) {
      expect((await call('POST', '/api/customer/resumes', customer, body)).statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(
      (await call('PUT', `/api/customer/resumes/${made.id}`, customer, { data: { ...resume('x'), hobbies: { show: true, sectionHead: 'H', items: [] } } }))
        .statusCode,
    ).toBe(400);
    const huge = resume('Huge');
    huge.summary.body = 'x'.repeat(5000);
    const tooLarge = { title: 'x', data: huge, padding: 'x'.repeat(1_100_000) };
    expect((await call('POST', '/api/customer/resumes', customer, tooLarge)).statusCode).toBe(413);
    expect((await call('PUT', `/api/customer/resumes/${made.id}`, customer, tooLarge)).statusCode).toBe(413);
    // A stranger's large body is refused before it is read.
    expect((await call('POST', '/api/customer/resumes', null, tooLarge)).statusCode).toBe(401);
  });

  it('keeps a picture of the largest allowed size', async () => {
    const data = resume('Pictured');
    data.profilePic = { show: true, file: 'me.png', blob: `data:image/png;base64,${'A'.repeat(690_000)}`, shape: 'square' };
    const made = await create(customer, 'Pictured', data);
    const read = await call('GET', `/api/customer/resumes/${made.id}`, customer);
    expect(read.json().resume.data.profilePic.blob).toHaveLength(data.profilePic.blob.length);
  });

  it(`keeps at most ${SAVED_RESUMES_MAX} per customer (409 beyond)`, async () => {
    const user = await createUser(t, 'acme');
    const cookie = await login(t.app, user.email);
    const repo = resumesRepo(t.deps.db);
    for (let i = 0; i < SAVED_RESUMES_MAX - 1; i++) await repo.insert({ siteId: t.demo.acme.id, userId: user.id }, `R${i}`, resume('R'));
    await create(cookie, 'The last one');
    const refused = await call('POST', '/api/customer/resumes', cookie, { title: 'One too many', data: resume('x') });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', '/api/customer/resumes', cookie)).json().resumes).toHaveLength(SAVED_RESUMES_MAX);
  });
});
