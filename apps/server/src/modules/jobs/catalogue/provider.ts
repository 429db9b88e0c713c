import type { TJob } from '@draftdesk/contract';
import type { JobPage, JobQuery, JobsProvider } from '../../../adapters/jobs/index.ts';
import type { JobsRepo, PostingRow } from '../repo.ts';
import { parseWhere } from '../where.ts';
import { searchCounts, searchPage, storePostings } from './search-cache.ts';
import { generateCatalogue, onetLink } from './generate.ts';

const seeding = new WeakMap<JobsRepo, Promise<void>>();

/** Stores the generated catalogue once per database (its first search waits for it; later ones do not). */
export function ensureCatalogue(repo: JobsRepo, now = new Date()): Promise<void> {
  let done = seeding.get(repo);
  if (!done) {
    done = (async () => {
      const postings = generateCatalogue(now);
      if ((await repo.countPostings()) < postings.length) await storePostings(repo, postings);
    })();
    // A failed attempt is tried again by the next search.
    done.catch(() => seeding.delete(repo));
    seeding.set(repo, done);
  }
  return done;
}

/**
 * The embedded default: the O*NET catalogue in the database, searched with PostgreSQL full-text search; a search's
 * counts and pages are kept a while (search-cache.ts). The customer's last search is stored by the statement that
 * reads the page, or by the caller when the page was kept.
 */
export function catalogueProvider(repo: JobsRepo): JobsProvider {
  return {
    name: 'catalogue',
    async search(query: JobQuery): Promise<JobPage> {
      await ensureCatalogue(repo);
      const offset = (query.page - 1) * query.perPage;
      const place = parseWhere(query.where);
      if (query.newerThan) {
        const { count, rows } = await repo.newPostings(query.what, place, query.newerThan, offset, query.perPage);
        return { count, results: rows.map(toJob) };
      }
      const counts = await searchCounts(repo, query.what, place);
      const page = await searchPage(repo, query.what, place, offset, query.perPage, () =>
        repo.pagePostings(query.what, place, counts, offset, query.perPage, query.remember),
      );
      return { count: counts.count, results: page.rows.map(toJob), remembered: query.remember !== undefined && page.stored };
    },
  };
}

function toJob(p: PostingRow): TJob {
  return {
    id: p.id,
    title: p.title,
    location: { area: ['US', p.stateName, p.city], display_name: `${p.city}, ${p.stateCode}` },
    company: { display_name: p.company },
    created: p.postedAt.toISOString(),
    salary_min: p.salaryMin,
    salary_max: p.salaryMax,
    redirect_url: onetLink(p.occupationCode),
    description: p.description,
    companyLogo: null,
    category: { label: p.categoryLabel, tag: p.categoryTag },
    contract_type: p.contractType,
    contract_time: p.contractTime,
  };
}
