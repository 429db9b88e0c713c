import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction, type Db } from '../src/db/client.ts';
import { jobPostingTerms, jobPostings, jobSearches } from '../src/db/schema.ts';
import { rawRows } from '../src/lib/raw-rows.ts';
import type { JobsProvider } from '../src/adapters/jobs/index.ts';
import { keptSearches, storePostings } from '../src/modules/jobs/catalogue/search-cache.ts';
import { generateCatalogue, type CataloguePosting } from '../src/modules/jobs/catalogue/generate.ts';
import { catalogueProvider, ensureCatalogue } from '../src/modules/jobs/catalogue/provider.ts';
import { parseWhere } from '../src/modules/jobs/where.ts';
import { jobsRepo, searchRepo, type JobsRepo } from '../src/modules/jobs/repo.ts';
import { postingFactory } from './job-postings.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

// The catalogue's search over many postings (docs/perf.md "Job search over 100,000 postings"): a search's counts and
// pages are kept while it is paged through, and forgotten when postings are stored; title matches come first, newest first.
const CATALOGUE = generateCatalogue(new Date());
const titleMatches = (p: CataloguePosting, word: RegExp) => word.test(`${p.title} ${p.occupation}`);

let t: TestApp;

const { posting, made } = postingFactory('counts-posting', 'Fly over the city.');

/** A repo whose counting and page statements are counted. */
function countingRepo() {
  const repo = jobsRepo(t.deps.db);
  const counted = { ...repo, counts: 0, pages: 0 };
  counted.countMatches = (...args: Parameters<JobsRepo['countMatches']>) => {
    counted.counts += 1;
    return repo.countMatches(...args);
  };
  counted.pagePostings = (...args: Parameters<JobsRepo['pagePostings']>) => {
    counted.pages += 1;
    return repo.pagePostings(...args);
  };
  return counted;
}

const search = (provider: JobsProvider, what: string, where: string, page = 1, perPage = 10) => provider.search({ what, where, page, perPage, country: 'us' });

/** Every page of a search through the provider, in order. */
async function everyPage(provider: JobsProvider, what: string, where = '', perPage = 10) {
  const first = await search(provider, what, where, 1, perPage);
  const jobs = [...first.results];
  for (let page = 2; (page - 1) * perPage < first.count; page++) jobs.push(...(await search(provider, what, where, page, perPage)).results);
  return { count: first.count, jobs };
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe("a search's counts", () => {
  it('are counted once while the search is paged through, per What and Where', async () => {
    const repo = countingRepo();
    const provider = catalogueProvider(repo);
    const first = await search(provider, 'nurse', 'Texas');
    expect(first.count).toBeGreaterThan(10);
    expect(repo.counts).toBe(1);
    const second = await search(provider, 'nurse', 'Texas', 2);
    expect(second.count).toBe(first.count);
    // "texas" is the same place as "Texas": the place is kept as parsed.
    await search(provider, 'nurse', 'texas', 3);
    expect(repo.counts).toBe(1);
    await search(provider, 'nurse', 'Austin');
    await search(provider, 'teacher', 'Texas');
    expect(repo.counts).toBe(3);
    expect(keptSearches(repo).counts).toBe(3);
  });

  it('are forgotten when postings are stored, so the next search counts them', async () => {
    const repo = countingRepo();
    const provider = catalogueProvider(repo);
    expect((await search(provider, 'zeppelin', '')).count).toBe(0);
    // Written behind the provider's back: the count kept still answers (for at most its TTL).
    await repo.insertPostings([posting('Zeppelin Pilot', new Date(Date.now() - 86_400_000))]);
    expect((await search(provider, 'zeppelin', '')).count).toBe(0);
    expect(repo.counts).toBe(1);

    await storePostings(repo, [posting('Zeppelin Navigator')]);
    expect(keptSearches(repo)).toEqual({ counts: 0, pages: 0 });
    const page = await search(provider, 'zeppelin', '');
    expect(repo.counts).toBe(2);
    expect(page.count).toBe(2);
    expect(page.results.map((j) => j.title)).toEqual(['Zeppelin Navigator', 'Zeppelin Pilot']);
  });
});

describe("a search's pages", () => {
  it('are read once and kept: asked again, a page runs no statement and answers the same postings', async () => {
    const repo = countingRepo();
    const provider = catalogueProvider(repo);
    const first = await search(provider, 'manager', 'Texas', 2);
    expect(first.results.length).toBeGreaterThan(0);
    expect(repo.pages).toBe(1);
    const again = await search(provider, 'manager', 'texas', 2);
    expect(repo.pages).toBe(1);
    expect(again.results).toEqual(first.results);
    // Another page, another page size, another place: each is read.
    await search(provider, 'manager', 'Texas', 3);
    await search(provider, 'manager', 'Texas', 2, 7);
    await search(provider, 'manager', 'Austin', 2);
    expect(repo.pages).toBe(4);
    expect(keptSearches(repo).pages).toBe(4);
  });

  it('being read is waited for, not read again, by the same search asked meanwhile', async () => {
    const repo = countingRepo();
    const provider = catalogueProvider(repo);
    const pages = await Promise.all(Array.from({ length: 5 }, () => search(provider, 'electrician', '')));
    expect(repo.pages).toBe(1);
    expect(new Set(pages.map((p) => JSON.stringify(p.results))).size).toBe(1);
  });

  it('are forgotten when postings are stored, so a new posting shows on the next search', async () => {
    const repo = countingRepo();
    const provider = catalogueProvider(repo);
    const before = await search(provider, 'balloonist', '');
    expect(before.results).toEqual([]);
    await storePostings(repo, [posting('Balloonist')]);
    const after = await search(provider, 'balloonist', '');
    expect(after.results.map((j) => j.title)).toEqual(['Balloonist']);
    expect(repo.pages).toBe(2);
  });
});

describe('the order of a search', () => {
  it('lists the title matches first, newest first, then the rest, each matching posting once across pages', async () => {
    const provider = catalogueProvider(jobsRepo(t.deps.db));
    const word = /\bnurs(e|es|ing)\b/i;
    const { count, jobs } = await everyPage(provider, 'nurse', '', 7);
    const titled = CATALOGUE.filter((p) => titleMatches(p, word)).length;
    expect(titled).toBeGreaterThan(7);
    // A page of 7 straddles the end of the title matches unless they fill whole pages.
    expect(titled % 7).not.toBe(0);
    expect(jobs).toHaveLength(count);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(count);
    const byId = new Map(CATALOGUE.map((p) => [p.id, p]));
    const postings = jobs.map((j) => byId.get(j.id)!);
    expect(postings.slice(0, titled).every((p) => titleMatches(p, word))).toBe(true);
    expect(postings.slice(titled).some((p) => titleMatches(p, word))).toBe(false);
    const created = jobs.slice(0, titled).map((j) => Date.parse(j.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('keeps out a word excluded anywhere in the posting (`-word`), title matches included', async () => {
    const provider = catalogueProvider(jobsRepo(t.deps.db));
    const excluded = /\bpatients?\b/i;
    const text = (p: CataloguePosting) => `${p.title} ${p.occupation} ${p.company} ${p.description} ${p.categoryLabel}`;
    // Some postings with "nurse" in the title mention patients only in their descriptions: they must not come.
    expect(CATALOGUE.some((p) => titleMatches(p, /\bnurs(e|es|ing)\b/i) && !excluded.test(p.title) && excluded.test(p.description))).toBe(true);
    const { count, jobs } = await everyPage(provider, 'nurse -patients', '', 10);
    expect(count).toBeGreaterThan(0);
    expect(jobs).toHaveLength(count);
    const byId = new Map(CATALOGUE.map((p) => [p.id, p]));
    for (const j of jobs) expect(text(byId.get(j.id) ?? posting('x')), j.title).not.toMatch(excluded);
  });

  it('is the same whether the matches are sorted in one statement or read in two parts (title matches, then ranked)', async () => {
    const atOnce = catalogueProvider(jobsRepo(t.deps.db, { rankAtOnce: Number.POSITIVE_INFINITY, titledPages: false }));
    // A one-word search's pages of title matches read among them alone, the rest sorted at once.
    const titledFirst = catalogueProvider(jobsRepo(t.deps.db, { rankAtOnce: Number.POSITIVE_INFINITY }));
    // The title matches read in the date's order, or found by the title's index and sorted.
    const inParts = catalogueProvider(jobsRepo(t.deps.db, { rankAtOnce: 0, sortTitledUpTo: 0 }));
    const titledSorted = catalogueProvider(jobsRepo(t.deps.db, { rankAtOnce: 0, sortTitledUpTo: Number.POSITIVE_INFINITY }));
    // The server's: on PostgreSQL, named statements on the connections that plan each call.
    const server = catalogueProvider(searchRepo(t.deps.database));
    for (const [what, where] of [
      ['nurse', ''],
      ['nurse -patients', ''],
      ['manager', 'Texas'],
      ['software developer', ''],
      ['sales', ''],
    ]) {
      const one = await everyPage(atOnce, what, where, 7);
      expect(one.count, what).toBeGreaterThan(7);
      for (const other of [titledFirst, inParts, titledSorted, server]) {
        expect(
          one.jobs.map((j) => j.id),
          `${what} ${where}`,
        ).toEqual((await everyPage(other, what, where, 7)).jobs.map((j) => j.id));
      }
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('are named statements on PostgreSQL, each call planned for its own words', async () => {
    const connections = t.deps.database.customPlans;
    if (!connections) throw new Error('no connections of their own on PostgreSQL');
    const setting = await rawRows<{ mode: string }>(connections, sql`select current_setting('plan_cache_mode') as mode`);
    expect(setting).toEqual([{ mode: 'force_custom_plan' }]);
    // One after the other, the searches take the pool's same idle connection, whose statements are then listed.
    const provider = catalogueProvider(searchRepo(t.deps.database));
    for (const word of ['nurse', 'teacher', 'manager', 'pilot', 'welder', 'chef', 'driver', 'clerk']) await search(provider, word, '');
    const [plans] = await rawRows<{ named: number; generic: number; custom: number }>(
      connections,
      sql`select count(*)::int as named, coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
          from pg_prepared_statements where name like 'jobs:%'`,
    );
    expect(plans.named).toBeGreaterThan(0);
    expect(plans.custom).toBeGreaterThanOrEqual(8);
    expect(plans.generic).toBe(0);
  });

  it('lists every posting newest first without words, by ZIP prefix too', async () => {
    const provider = catalogueProvider(jobsRepo(t.deps.db));
    const austin = CATALOGUE.filter((p) => p.zip.startsWith('787'));
    // The postings stored above are in Austin too.
    const expected = new Set([...austin.map((p) => p.id), ...Array.from({ length: made() }, (_, i) => `counts-posting-${i + 1}`)]);
    const { count, jobs } = await everyPage(provider, '', '787', 10);
    expect(count).toBe(expected.size);
    expect(new Set(jobs.map((j) => j.id))).toEqual(expected);
    const created = jobs.map((j) => Date.parse(j.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe("a customer's last search", () => {
  it('is written only when it changed: paging through a search writes nothing', async () => {
    const repo = jobsRepo(t.deps.db);
    const { id: userId } = await createUser(t, 'acme');
    const siteId = t.demo.acme.id;
    const row = async () => (await t.deps.db.select().from(jobSearches).where(eq(jobSearches.userId, userId)))[0];
    await repo.saveLastSearch({ siteId, userId, keywords: 'nurse', location: 'Austin' });
    const first = await row();
    expect(first).toMatchObject({ keywords: 'nurse', location: 'Austin' });
    await new Promise((r) => setTimeout(r, 20));
    await repo.saveLastSearch({ siteId, userId, keywords: 'nurse', location: 'Austin' });
    expect((await row()).updatedAt).toEqual(first.updatedAt);
    await repo.saveLastSearch({ siteId, userId, keywords: 'teacher', location: 'Austin' });
    const changed = await row();
    expect(changed).toMatchObject({ keywords: 'teacher', location: 'Austin' });
    expect(changed.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
    expect(await repo.lastSearch(siteId, userId)).toEqual({ keywords: 'teacher', location: 'Austin' });
  });

  it("is stored by the catalogue's page statement, whichever way the page is read", async () => {
    const repo = jobsRepo(t.deps.db, { rankAtOnce: 5 });
    const provider = catalogueProvider(repo);
    const { id: userId } = await createUser(t, 'acme');
    const siteId = t.demo.acme.id;
    const titled = CATALOGUE.filter((p) => titleMatches(p, /nurs/i)).length;
    // Without words; a first page of title matches; a page past them (ranked); a search of few postings, ranked at once.
    const cases: [string, string, number][] = [
      ['', 'Texas', 1],
      ['nurse', '', 1],
      ['nurse', '', Math.ceil((titled + 1) / 10) + 1],
      ['zzzunknownword', '', 1],
    ];
    for (const [what, where, page] of cases) {
      const remember = { siteId, userId, keywords: what, location: where };
      const result = await provider.search({ what, where, page, perPage: 10, country: 'us', remember });
      expect(result.remembered).toBe(true);
      expect(await repo.lastSearch(siteId, userId)).toEqual({ keywords: what, location: where });
    }
    // A kept page is not read again: the caller stores the search (modules/jobs/service.ts).
    const kept = await provider.search({
      what: 'nurse',
      where: '',
      page: 1,
      perPage: 10,
      country: 'us',
      remember: { siteId, userId, keywords: 'nurse', location: '' },
    });
    expect(kept.remembered).toBe(false);
    expect(await repo.lastSearch(siteId, userId)).toEqual({ keywords: 'zzzunknownword', location: '' });
    // Without `remember` (the digest, pageLoad), nothing is stored.
    const quiet = await provider.search({ what: 'teacher', where: '', page: 1, perPage: 10, country: 'us' });
    expect(quiet.remembered).toBe(false);
    expect(await repo.lastSearch(siteId, userId)).toEqual({ keywords: 'zzzunknownword', location: '' });
  });

  it("is committed without waiting for its flush, and that statement's transaction alone is", async () => {
    const { id: userId } = await createUser(t, 'acme');
    const siteId = t.demo.acme.id;
    const setting = async (db: Db) => (await rawRows<{ value: string }>(db, sql`select current_setting('synchronous_commit') as value`))[0].value;
    const inTransaction = await transaction(t.deps.db, async (tx) => {
      const before = await setting(tx);
      await jobsRepo(tx).saveLastSearch({ siteId, userId, keywords: 'nurse', location: 'Texas' });
      return { before, after: await setting(tx) };
    });
    expect(inTransaction).toEqual({ before: 'on', after: 'off' });
    expect(await setting(t.deps.db)).toBe('on');
    expect(await jobsRepo(t.deps.db).lastSearch(siteId, userId)).toEqual({ keywords: 'nurse', location: 'Texas' });
  });
});

describe("a one-word search's counts", () => {
  /** A search's counts read from the postings themselves: its matches in `place`, and how many of them match by title. */
  async function fromPostings(what: string, place: SQL = sql`true`) {
    const query = sql`websearch_to_tsquery('english'::regconfig, ${what})`;
    const [row] = await t.deps.db
      .select({ count: sql<number>`count(*)::int`, titled: sql<number>`(count(*) filter (where title_search @@ ${query}))::int` })
      .from(jobPostings)
      .where(sql`search @@ ${query} and ${place}`);
    return row;
  }
  // rankAtOnce 0: the title matches' count comes with every count.
  const counts = (what: string, where: string) => jobsRepo(t.deps.db, { rankAtOnce: 0 }).countMatches(what, parseWhere(where));
  const PLACES: [string, SQL][] = [
    ['', sql`true`],
    ['Texas', sql`lower(state_name) = 'texas'`],
    ['tx', sql`lower(state_code) = 'tx'`],
    ['Austin', sql`lower(city) = 'austin'`],
    ['austin, texas', sql`lower(city) = 'austin' and lower(state_name) = 'texas'`],
  ];

  async function expectCountsOfPostings(words: string[]) {
    for (const what of words) {
      for (const [where, place] of PLACES) {
        const truth = await fromPostings(what, place);
        expect({ what, where, ...(await counts(what, where)) }).toEqual({ what, where, count: truth.count, titled: truth.count > 0 ? truth.titled : 0 });
      }
    }
  }

  beforeAll(() => ensureCatalogue(jobsRepo(t.deps.db)));

  it('are those of the postings, as postings are added, changed and removed by any statement', async () => {
    const words = ['nurse', 'Nurses', 'manager', 'pilot', 'zeppelin', 'airship'];
    await expectCountsOfPostings(words);
    expect((await fromPostings('nurse')).count).toBeGreaterThan(10);

    await jobsRepo(t.deps.db).insertPostings([posting('Zeppelin Nurse'), posting('Airship Manager')]);
    await t.deps.db.execute(sql`update job_postings set city = 'Houston' where id in (
      select id from job_postings where lower(city) = 'austin' and title_search @@ to_tsquery('english', 'manager') limit 3)`);
    await t.deps.db.execute(sql`delete from job_postings where id in (
      select id from job_postings where title_search @@ to_tsquery('english', 'nurse') and lower(state_code) = 'tx' limit 4)`);
    await expectCountsOfPostings(words);
  });

  it("are read from the words' counts, and any other search's from the postings", async () => {
    const nurse = await counts('nurse', 'Texas');
    // A city no posting names, in the words' counts alone: only they can answer for it.
    await t.deps.db
      .insert(jobPostingTerms)
      .values([false, true].map((inTitle) => ({ term: 'nurs', inTitle, city: 'Atlantis', stateCode: 'TX', stateName: 'Texas', n: 1000 })));
    try {
      expect(await counts('Nurses', 'texas')).toEqual({ count: nurse.count + 1000, titled: nurse.titled + 1000 });
      expect(await counts('nurse', 'Atlantis')).toEqual({ count: 1000, titled: 1000 });
      // Two words, an excluded word, stop words alone and a ZIP are counted from the postings.
      for (const [what, where, place] of [
        ['registered nurse', 'tx', sql`lower(state_code) = 'tx'`],
        ['nurse -registered', 'tx', sql`lower(state_code) = 'tx'`],
        ['"nurse practitioner"', 'Texas', sql`lower(state_name) = 'texas'`],
        ['the', 'tx', sql`lower(state_code) = 'tx'`],
        ['nurse', '78701', sql`zip like '78701%'`],
      ] as const) {
        const truth = await fromPostings(what, place);
        expect({ what, ...(await counts(what, where)) }).toEqual({ what, count: truth.count, titled: truth.count > 0 ? truth.titled : 0 });
      }
    } finally {
      await t.deps.db.delete(jobPostingTerms).where(eq(jobPostingTerms.city, 'Atlantis'));
    }
  });

  it('are emptied with the postings', async () => {
    await t.deps.db.execute(sql`truncate job_postings`);
    expect(await t.deps.db.select({ n: count() }).from(jobPostingTerms)).toEqual([{ n: 0 }]);
    expect(await counts('nurse', '')).toEqual({ count: 0, titled: 0 });
  });
});
