import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '@draftdesk/contract';
import { adzunaProvider } from '../src/adapters/jobs/adzuna.ts';
import type { JobQuery, JobsProvider } from '../src/adapters/jobs/index.ts';
import { JOB_DIGEST_LISTED, freshPostings, savedSearchUrl } from '../src/modules/jobs/digest.ts';
import type { DueSavedSearch } from '../src/modules/jobs/saved-repo.ts';
import { adzunaStandIn, type AdzunaStandIn } from './adzuna-standin.ts';

// Issue 13: the saved searches' digest reads every posting new since the last e-mail, page by page, with a bound.
const HOUR = 3_600_000;
const now = Date.now();
const search = (over: Partial<DueSavedSearch> = {}): DueSavedSearch => ({
  id: 's1',
  siteId: 'site',
  userId: 'user',
  what: 'nurse',
  where: '',
  createdAt: new Date(now - 10 * 24 * HOUR),
  lastSentAt: null,
  seenJobIds: [],
  ...over,
});
const job = (n: number, created: number): TJob => ({
  id: `j${n}`,
  title: `Job ${n}`,
  location: { area: [], display_name: 'Austin' },
  company: { display_name: 'Acme' },
  created: new Date(created).toISOString(),
  salary_min: null,
  salary_max: null,
  redirect_url: '',
  description: '',
  companyLogo: null,
  category: null,
  contract_type: null,
  contract_time: null,
});

/** A provider over `jobs` that, like Adzuna, filters by whole days only: it may answer postings older than asked. */
function fakeProvider(jobs: TJob[], exact: boolean): JobsProvider & { queries: JobQuery[] } {
  const queries: JobQuery[] = [];
  return {
    name: 'catalogue',
    queries,
    search(q) {
      queries.push(q);
      const cutoff = q.newerThan!.getTime() - (exact ? 0 : 24 * HOUR);
      const matching = jobs.filter((j) => Date.parse(j.created) > cutoff).sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
      return Promise.resolve({ count: matching.length, results: matching.slice((q.page - 1) * q.perPage, q.page * q.perPage) });
    },
  };
}

describe('the postings a digest reads', () => {
  it('reads past the first page: every new one counted, the newest named', async () => {
    const jobs = Array.from({ length: 130 }, (_, n) => job(n, now - n * 60_000));
    const provider = fakeProvider(jobs, true);
    const fresh = await freshPostings(provider, search(), 'us');
    expect(fresh.total).toBe(130);
    expect(fresh.listed.map((j) => j.id)).toEqual(Array.from({ length: JOB_DIGEST_LISTED }, (_, n) => `j${n}`));
    expect(fresh.ids).toHaveLength(130);
    expect(provider.queries.map((q) => q.page)).toEqual([1, 2, 3]);
    expect(provider.queries[0].newerThan?.getTime()).toBe(search().createdAt.getTime());
  });

  it('counts from the last e-mail (less an hour of look-back), leaves out the ones it sent, and stops at the first older one', async () => {
    const lastSentAt = new Date(now - 5 * HOUR);
    // 60 posted since the last e-mail, 2 sent in the look-back hour, 100 older (the provider answers some of them).
    const jobs = [
      ...Array.from({ length: 60 }, (_, n) => job(n, now - n * 60_000)),
      job(900, lastSentAt.getTime() - 10 * 60_000),
      job(901, lastSentAt.getTime() - 20 * 60_000),
      ...Array.from({ length: 100 }, (_, n) => job(1000 + n, lastSentAt.getTime() - 2 * HOUR - n * 60_000)),
    ];
    const provider = fakeProvider(jobs, false);
    const fresh = await freshPostings(provider, search({ lastSentAt, seenJobIds: ['j900'] }), 'us');
    // j901 was posted in the look-back hour and not sent: it is new; j900 was sent.
    expect(fresh.total).toBe(61);
    expect(fresh.ids).toContain('j901');
    expect(fresh.ids).not.toContain('j900');
    expect(fresh.ids.filter((id) => Number(id.slice(1)) >= 1000)).toEqual([]);
    expect(provider.queries.map((q) => q.page)).toEqual([1, 2]);
  });

  it('reads at most 20 pages; past them the provider’s count stands for the rest', async () => {
    const jobs = Array.from({ length: 1_234 }, (_, n) => job(n, now - n * 1000));
    const provider = fakeProvider(jobs, true);
    const fresh = await freshPostings(provider, search(), 'us');
    expect(provider.queries).toHaveLength(20);
    expect(fresh.total).toBe(1_234);
    expect(fresh.listed).toHaveLength(JOB_DIGEST_LISTED);
  });

  it('links the e-mail to the search itself', () => {
    expect(savedSearchUrl('https://portal.test', { what: 'night nurse', where: 'Austin, TX' })).toBe(
      'https://portal.test/jobs?what=night+nurse&where=Austin%2C+TX',
    );
    expect(savedSearchUrl('https://portal.test', { what: '', where: '' })).toBe('https://portal.test/jobs');
  });
});

describe('through Adzuna (a local stand-in)', () => {
  let standIn: AdzunaStandIn;
  beforeAll(async () => {
    standIn = await adzunaStandIn();
  });
  afterAll(() => standIn?.close());

  it('asks for the newest first, no older than the whole days since the cut-off, and stops at the first older posting', async () => {
    const provider = adzunaProvider({ appId: 'id', appKey: 'key', apiBase: standIn.url });
    // The stand-in's postings are from 2026-11-20 and 2026-11-18; the search was saved on 2026-11-19.
    const saved = search({ createdAt: new Date('2026-11-19T00:00:00Z') });
    const fresh = await freshPostings(provider, saved, 'us');
    expect(fresh.total).toBe(1);
    expect(fresh.listed.map((j) => j.id)).toEqual(['4123456789']);
    // One page: it held a posting older than the cut-off, although Adzuna counts 57.
    expect(standIn.requests).toHaveLength(1);
    const params = standIn.requests[0].searchParams;
    expect(params.get('sort_by')).toBe('date');
    expect(Number(params.get('max_days_old'))).toBe(Math.ceil((Date.now() - saved.createdAt.getTime()) / 86_400_000));
    expect(params.get('results_per_page')).toBe('50');
  });
});
