import { LRUCache } from 'lru-cache';
import type { JobsRepo, SearchCounts } from '../repo.ts';
import type { Place } from '../where.ts';
import type { CataloguePosting } from './generate.ts';

/** The searches whose counts an instance keeps, the least recently asked dropped first. */
export const SEARCH_COUNTS_KEPT = 1_000;
/**
 * How long a count is kept. The catalogue changes only when postings are stored (`storePostings`, which forgets
 * them); the bound is for a change stored by another instance or behind the app's back.
 */
export const SEARCH_COUNTS_TTL_MS = 5 * 60_000;

/** One search's counts per What and Where, per repo (as `ensureCatalogue` stores the catalogue once per repo). */
class SearchCountCache {
  private readonly entries = new LRUCache<string, SearchCounts>({ max: SEARCH_COUNTS_KEPT, ttl: SEARCH_COUNTS_TTL_MS });
  /** Bumped by every `clear`: a count read before it must not be kept. */
  private generation = 0;

  async get(repo: JobsRepo, what: string, place: Place): Promise<SearchCounts> {
    const key = JSON.stringify([what, place]);
    const kept = this.entries.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const counts = await repo.countMatches(what, place);
    if (generation === this.generation) this.entries.set(key, counts);
    return counts;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<JobsRepo, SearchCountCache>();
const cacheOf = (repo: JobsRepo) => {
  let cache = caches.get(repo);
  if (!cache) caches.set(repo, (cache = new SearchCountCache()));
  return cache;
};

/**
 * How many postings a search (What, Where) finds, and how many by title: kept for a while, since paging through a
 * search asks it again on every page and counting a broad word (12,000 matches of 100,000) costs more than its page.
 */
export function searchCounts(repo: JobsRepo, what: string, place: Place): Promise<SearchCounts> {
  return cacheOf(repo).get(repo, what, place);
}

/** How many searches' counts are kept for this repo (tests). */
export function keptSearchCounts(repo: JobsRepo): number {
  return cacheOf(repo).size;
}

/** Stores postings in the catalogue; the counts kept are forgotten, so the next search counts them. */
export async function storePostings(repo: JobsRepo, postings: CataloguePosting[]): Promise<void> {
  try {
    await repo.insertPostings(postings);
  } finally {
    cacheOf(repo).clear();
  }
}
