import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_PER_PAGE, MESSAGES, ZJobSearchResponse, type TJobSearchResponse } from '@draftdesk/contract';
import { CITIES } from '../src/modules/jobs/catalogue/cities.ts';
import { generateCatalogue } from '../src/modules/jobs/catalogue/generate.ts';
import { jobsRepo } from '../src/modules/jobs/repo.ts';
import { ACME, BETA, as, createTestApp, createUser, login, type TestApp } from './helpers.ts';
import { ADZUNA_COUNT, adzunaStandIn, type AdzunaStandIn } from './adzuna-standin.ts';

const CATALOGUE = generateCatalogue(new Date());
const idsWhere = (keep: (p: (typeof CATALOGUE)[number]) => boolean) => new Set(CATALOGUE.filter(keep).map((p) => p.id));

let t: TestApp;
let customer: string;

const search = (cookie: string | null, query: Record<string, string>, host = ACME) =>
  t.app.inject({ method: 'GET', url: `/customer/jobs?${new URLSearchParams(query)}`, headers: { ...as(cookie, host), accept: 'application/json' } });
const results = async (cookie: string, query: Record<string, string>): Promise<TJobSearchResponse> => {
  const res = await search(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZJobSearchResponse.parse(res.json());
};
/** Every page of a search, the ids of all its postings. */
async function allIds(cookie: string, what: string, where: string) {
  const first = await results(cookie, { what, where, pageNumber: '1', newSearch: 'true' });
  const ids = first.jobsResults.map((j) => j.id);
  for (let page = 2; page <= first.totalPagesNumber; page++) {
    ids.push(...(await results(cookie, { what, where, pageNumber: String(page) })).jobsResults.map((j) => j.id));
  }
  return { first, ids };
}
const click = (cookie: string | null, body: unknown, host = ACME) =>
  t.app.inject({ method: 'POST', url: '/customer/save-search-click', headers: { ...as(cookie, host), origin: `http://${host}` }, payload: body as object });
const setFlag = async (on: boolean) => {
  const admin = await login(t.app, 'admin@demo.test');
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/website/settings',
    headers: { ...as(admin), origin: `http://${ACME}` },
    payload: { enable_customer_job_search: on },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
}, 60_000);
afterAll(() => t?.close());

describe('the catalogue', () => {
  it('has at least 2,000 postings over at least 50 cities, the same on every run', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(CATALOGUE.map((p) => `${p.city}|${p.stateCode}`)).size).toBeGreaterThanOrEqual(50);
    expect(CITIES.every((c) => /^\d{5}$/.test(c.zip))).toBe(true);
    const again = generateCatalogue(new Date());
    expect(again.map((p) => [p.id, p.title, p.company, p.city, p.salaryMin])).toEqual(CATALOGUE.map((p) => [p.id, p.title, p.company, p.city, p.salaryMin]));
  });

  it('answers an empty search with every posting, stored in the database', async () => {
    const page = await results(customer, { what: '', where: '', pageNumber: '1', newSearch: 'true' });
    expect(page.searchCount).toBe(CATALOGUE.length);
    expect(page.totalPagesNumber).toBe(Math.ceil(CATALOGUE.length / JOBS_PER_PAGE));
    expect(page.jobsResults).toHaveLength(JOBS_PER_PAGE);
    expect(page.provider).toBe('catalogue');
    expect(await jobsRepo(t.deps.db).countPostings()).toBe(CATALOGUE.length);
    const job = page.jobsResults[0];
    expect(job).toMatchObject({
      companyLogo: null,
      location: { area: expect.any(Array), display_name: expect.any(String) },
      company: { display_name: expect.any(String) },
    });
    expect(job.redirect_url).toMatch(/^https:\/\/www\.onetonline\.org\/link\/summary\/\d{2}-\d{4}\.\d{2}$/);
  });
});

describe('GET /customer/jobs', () => {
  it('pages exactly: every posting of a city once, in full pages but the last', async () => {
    const expected = idsWhere((p) => p.city === 'Austin');
    const { first, ids } = await allIds(customer, '', 'Austin');
    expect(first.searchCount).toBe(expected.size);
    expect(first.totalPagesNumber).toBe(Math.ceil(expected.size / JOBS_PER_PAGE));
    expect(ids).toHaveLength(expected.size);
    expect(new Set(ids)).toEqual(expected);
    const last = await results(customer, { what: '', where: 'Austin', pageNumber: String(first.totalPagesNumber) });
    expect(last.jobsResults).toHaveLength(expected.size - (first.totalPagesNumber - 1) * JOBS_PER_PAGE);
    const beyond = await results(customer, { what: '', where: 'Austin', pageNumber: String(first.totalPagesNumber + 1) });
    expect(beyond.jobsResults).toEqual([]);
    expect(beyond.searchCount).toBe(expected.size);
  });

  it('matches Where by city, state code, state name, ZIP and "city, state"', async () => {
    const texas = idsWhere((p) => p.stateCode === 'TX');
    const austin = idsWhere((p) => p.city === 'Austin');
    expect(texas.size).toBeGreaterThan(austin.size);
    for (const [where, expected] of [
      ['TX', texas],
      ['texas', texas],
      ['78701', austin],
      ['Austin, TX', austin],
      ['austin, Texas', austin],
      ['Austin, CA', new Set<string>()],
    ] as const) {
      expect((await results(customer, { what: '', where, newSearch: 'true' })).searchCount, where).toBe(expected.size);
    }
  });

  it('finds with words exactly the postings of the place, whatever words the place shares with others', async () => {
    const nurses = new Set((await allIds(customer, 'nurse', '')).ids);
    const at = (keep: (p: (typeof CATALOGUE)[number]) => boolean) => [...idsWhere(keep)].filter((id) => nurses.has(id)).sort();
    const named = (name: string) => at((p) => [p.city, p.stateCode, p.stateName].some((part) => part.toLowerCase() === name));
    // "New York" is a city and a state (Buffalo's too), "york" only a word of both: a place is matched whole.
    for (const [where, expected] of [
      ['TX', named('tx')],
      ['Texas', named('texas')],
      ['york', []],
      ['St. Louis, MO', at((p) => p.city === 'St. Louis')],
      ['New York', named('new york')],
      ['new york, NY', at((p) => p.city === 'New York' && p.stateCode === 'NY')],
      ['Kansas City, Missouri', at((p) => p.city === 'Kansas City' && p.stateName === 'Missouri')],
      ['Austin, CA', []],
    ] as const) {
      expect((await allIds(customer, 'nurse', where)).ids.sort(), where).toEqual(expected);
    }
    expect(at((p) => p.city === 'Buffalo').length).toBeGreaterThan(0);
    expect(at((p) => p.city === 'New York').length).toBeGreaterThan(0);
    expect(at((p) => p.city === 'St. Louis').length).toBeGreaterThan(0);
  });

  it('ranks by relevance: the title matches come first, and only matching postings come', async () => {
    const page = await results(customer, { what: 'registered nurse', where: '', newSearch: 'true' });
    expect(page.searchCount).toBeGreaterThan(0);
    expect(page.searchCount).toBeLessThan(CATALOGUE.length);
    expect(page.jobsResults[0].title).toMatch(/nurse/i);
    for (const job of page.jobsResults) expect(`${job.title} ${job.description} ${job.category?.label}`).toMatch(/nurs/i);
    const nurses = await results(customer, { what: 'nurse', where: 'Texas', newSearch: 'true' });
    for (const job of nurses.jobsResults) expect(job.location.area).toContain('Texas');
    // Every posting whose title (or occupation) matches (nurse, nursing) comes before those that only mention it further down.
    const titled = CATALOGUE.filter((p) => /\bnurs(e|es|ing)\b/i.test(`${p.title} ${p.occupation}`)).length;
    expect(titled).toBeGreaterThan(0);
    const all = (await allIds(customer, 'nurse', '')).ids.map((id) => CATALOGUE.find((p) => p.id === id)!);
    expect(all.slice(0, titled).every((p) => /\bnurs(e|es|ing)\b/i.test(`${p.title} ${p.occupation}`))).toBe(true);
    expect(all.slice(titled).some((p) => /\bnurs(e|es|ing)\b/i.test(`${p.title} ${p.occupation}`))).toBe(false);
  });

  it("pageLoad answers the customer's last search; a first visit gets an empty one", async () => {
    await results(customer, { what: 'accountant', where: 'Chicago', pageNumber: '2' });
    const again = await results(customer, { pageLoad: 'true' });
    expect(again).toMatchObject({ searchKeywords: 'accountant', searchLocation: 'Chicago', pageNumber: 1 });
    expect(again.searchCount).toBe((await results(customer, { what: 'accountant', where: 'Chicago' })).searchCount);
    // Another customer of the site has no last search yet.
    const other = await login(t.app, (await createUser(t, 'acme')).email);
    expect(await results(other, { pageLoad: 'true' })).toMatchObject({ searchKeywords: '', searchLocation: '', searchCount: CATALOGUE.length });
  });

  it('remembers a search answered from the pages the server keeps, as one it read', async () => {
    const first = await results(customer, { what: 'welder', where: '', pageNumber: '1', newSearch: 'true' });
    await results(customer, { what: 'baker', where: 'Denver', pageNumber: '1', newSearch: 'true' });
    // The same page as the first search's: kept, so no statement reads it, and the search is stored on its own.
    const kept = await results(customer, { what: 'welder', where: '', pageNumber: '1', newSearch: 'true' });
    expect(kept.jobsResults).toEqual(first.jobsResults);
    expect(await results(customer, { pageLoad: 'true' })).toMatchObject({ searchKeywords: 'welder', searchLocation: '' });
  });

  it('validates its query strictly', async () => {
    const bad: Record<string, string>[] = [
      { pageNumber: '0' },
      { pageNumber: 'x' },
      { newSearch: 'yes' },
      { what: 'a', sort: 'date' },
      { what: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      expect((await search(customer, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('is for customers only: visitors 401, staff 403', async () => {
    expect((await search(null, {})).statusCode).toBe(401);
    for (const email of ['writer@demo.test', 'reviewer@demo.test', 'admin@demo.test']) {
      const res = await search(await login(t.app, email), {});
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('follows the site setting at once: off, 403 "The page is not available"', async () => {
    const beta = await search(await login(t.app, 'customer@demo.test', BETA), {}, BETA);
    expect(beta.statusCode).toBe(403);
    expect(beta.json().message).toBe(MESSAGES.pageNotAvailable);
    await setFlag(false);
    const off = await search(customer, { what: 'nurse' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'pageNotAvailable', message: 'The page is not available' });
    expect(
      (await click(customer, { searchKeywords: '', searchLocation: '', jobDetails: { id: '1', title: 'x', redirect_url: 'https://example.com/' } })).statusCode,
    ).toBe(403);
    await setFlag(true);
    expect((await search(customer, { what: 'nurse' })).statusCode).toBe(200);
  });
});

describe('POST /customer/save-search-click', () => {
  it('records the posting the customer opened', async () => {
    const page = await results(customer, { what: 'welder', where: '', newSearch: 'true' });
    const job = page.jobsResults[0];
    const res = await click(customer, { searchKeywords: 'welder', searchLocation: '', jobDetails: job });
    expect(res.statusCode, res.body).toBe(200);
    const clicks = await jobsRepo(t.deps.db).clicksOf(t.demo.acme.id, t.demo.acme.users.user);
    expect(clicks[0]).toMatchObject({
      keywords: 'welder',
      jobId: job.id,
      jobTitle: job.title,
      company: job.company.display_name,
      redirectUrl: job.redirect_url,
    });
  });

  it('refuses a bad body', async () => {
    const job = { id: '1', title: 'Nurse', redirect_url: 'https://example.com/job' };
    for (const body of [
      { searchKeywords: '', searchLocation: '' },
      { searchKeywords: '', searchLocation: '', jobDetails: { ...job, redirect_url: 'not a url' } },
      { searchKeywords: '', searchLocation: '', jobDetails: job, extra: true },
    ]) {
      expect((await click(customer, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('through Adzuna (a local stand-in)', () => {
  let standIn: AdzunaStandIn;
  let a: TestApp;
  let buyer: string;
  const get = (query: Record<string, string>) =>
    a.app.inject({ method: 'GET', url: `/customer/jobs?${new URLSearchParams(query)}`, headers: { ...as(buyer), accept: 'application/json' } });

  beforeAll(async () => {
    standIn = await adzunaStandIn();
    a = await createTestApp({ ADZUNA_APP_ID: 'app-id-1', ADZUNA_APP_KEY: 'secret-key-1', ADZUNA_API_BASE: standIn.url });
    buyer = await login(a.app, 'customer@demo.test');
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await standIn?.close();
  });

  it("asks Adzuna with the keys, the site's country and the page, and answers its postings as plain text", async () => {
    const res = await get({ what: 'nurse', where: 'Austin', pageNumber: '2' });
    expect(res.statusCode, res.body).toBe(200);
    const url = standIn.requests.at(-1)!;
    expect(url.pathname).toBe('/v1/api/jobs/us/search/2');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'app-id-1',
      app_key: 'secret-key-1',
      what: 'nurse',
      where: 'Austin',
      results_per_page: String(JOBS_PER_PAGE),
    });
    expect(res.body).not.toContain('secret-key-1');
    expect(res.body).not.toContain('app-id-1');
    const body = ZJobSearchResponse.parse(res.json());
    expect(body).toMatchObject({
      searchCount: ADZUNA_COUNT,
      totalPagesNumber: Math.ceil(ADZUNA_COUNT / JOBS_PER_PAGE),
      provider: 'adzuna',
      pageNumber: 2,
      salaryCurrency: 'usd',
    });
    expect(body.jobsResults[0]).toEqual({
      id: '4123456789',
      title: 'Registered Nurse - ICU',
      location: { area: ['US', 'Texas', 'Travis County', 'Austin'], display_name: 'Austin, Travis County' },
      company: { display_name: 'St. David Health' },
      created: '2026-11-20T09:15:00Z',
      salary_min: 72000,
      salary_max: 91000,
      redirect_url: 'https://www.adzuna.com/land/ad/4123456789?se=abc',
      description: 'Join our ICU team & care for patients alert(1) across shifts...',
      companyLogo: null,
      category: { label: 'Healthcare & Nursing Jobs', tag: 'healthcare-nursing-jobs' },
      contract_type: 'permanent',
      contract_time: 'full_time',
    });
    expect(body.jobsResults[1]).toMatchObject({ id: '4123456790', redirect_url: '', salary_min: null, contract_type: null });
  });

  it('answers a failing or unreachable provider with a clear 502, never a 500', async () => {
    for (const mode of [500, 401, 'garbage'] as const) {
      standIn.mode = mode;
      const res = await get({ what: 'nurse' });
      expect(res.statusCode, String(mode)).toBe(502);
      expect(res.json()).toMatchObject({ code: 'jobSearchUnavailable', message: MESSAGES.jobSearchUnavailable });
    }
    standIn.mode = 'ok';
    await standIn.close();
    const res = await get({ what: 'nurse' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MESSAGES.jobSearchUnavailable);
  });
});
