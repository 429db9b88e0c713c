import { LRUCache } from 'lru-cache';
import type { JobsRepo, PostingRow, SearchCounts } from '../repo.ts';
import type { Place } from '../where.ts';
import type { CataloguePosting } from './generate.ts';

/** The searches whose counts an instance keeps, the least recently asked dropped first. */
export const SEARCH_COUNTS_KEPT = 1_000;
/** The most a search's kept pages may take (their text, in UTF-16 code units), the least recently asked dropped first. */
export const SEARCH_PAGES_KEPT_SIZE = 8_000_000;
/**
 * How long a count or a page is kept. The catalogue changes only when postings are stored (`storePostings`, which
 * forgets them); the bound is for a change stored by another instance or behind the app's back. Counts and pages
 * are kept and forgotten together, so a page never disagrees with the count shown above it for longer than this.
 */
export const SEARCH_KEPT_TTL_MS = 5 * 60_000;

/** Roughly what a page of postings takes in memory: its text, and a little for each row's numbers and dates. */
const sizeOf = (rows: PostingRow[]) =>
  rows.reduce((size, row) => size + 200 + row.id.length + row.title.length + row.company.length + row.description.length + row.occupation.length, 64);

/** A page as a search reads it: `stored` when this call's own statement read it (and stored the last search with it). */
export interface KeptPage {
  rows: PostingRow[];
  stored: boolean;
}

/**
 * A search's counts and pages per What and Where, per repo (as `ensureCatalogue` stores the catalogue once per
 * repo). Callers asking for a count or a page being read wait for that read rather than reading it again.
 */
class SearchCache {
  private readonly counts = new LRUCache<string, SearchCounts>({ max: SEARCH_COUNTS_KEPT, ttl: SEARCH_KEPT_TTL_MS });
  private readonly pages = new LRUCache<string, PostingRow[]>({ maxSize: SEARCH_PAGES_KEPT_SIZE, sizeCalculation: sizeOf, ttl: SEARCH_KEPT_TTL_MS });
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Bumped by every `clear`: a count or page read before it must not be kept. */
  private generation = 0;

  async countsOf(repo: JobsRepo, what: string, place: Place): Promise<SearchCounts> {
    return (await this.keptOrRead(this.counts, JSON.stringify(['counts', what, place]), () => repo.countMatches(what, place))).value;
  }

  async page(what: string, place: Place, offset: number, limit: number, read: () => Promise<PostingRow[]>): Promise<KeptPage> {
    const { value, read: stored } = await this.keptOrRead(this.pages, JSON.stringify(['page', what, place, offset, limit]), read);
    return { rows: value, stored };
  }

  /** The value kept under `key`, or the one being read for it, or `read`'s (kept unless `clear` came meanwhile). */
  private async keptOrRead<T extends object>(kept: LRUCache<string, T>, key: string, read: () => Promise<T>): Promise<{ value: T; read: boolean }> {
    const value = kept.get(key) ?? ((await this.reading.get(key)) as T | undefined);
    if (value) return { value, read: false };
    const generation = this.generation;
    const reading = read();
    this.reading.set(key, reading);
    try {
      const fresh = await reading;
      if (generation === this.generation) kept.set(key, fresh);
      return { value: fresh, read: true };
    } finally {
      this.reading.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.counts.clear();
    this.pages.clear();
  }

  get size(): { counts: number; pages: number } {
    return { counts: this.counts.size, pages: this.pages.size };
  }
}

const caches = new WeakMap<JobsRepo, SearchCache>();
const cacheOf = (repo: JobsRepo) => {
  let cache = caches.get(repo);
  if (!cache) caches.set(repo, (cache = new SearchCache()));
  return cache;
};

/**
 * How many postings a search (What, Where) finds, and how many by title: kept for a while, since paging through a
 * search asks it again on every page and counting a broad word (12,000 matches of 100,000) costs more than its page.
 */
export function searchCounts(repo: JobsRepo, what: string, place: Place): Promise<SearchCounts> {
  return cacheOf(repo).countsOf(repo, what, place);
}

/**
 * A page of a search, kept for a while: the catalogue changes only when postings are stored, and the same search
 * is asked again and again (many customers search for "nurse"; one goes back a page). `read` reads it when it is
 * not kept; a read under way for the same page is waited for, not repeated.
 */
export function searchPage(repo: JobsRepo, what: string, place: Place, offset: number, limit: number, read: () => Promise<PostingRow[]>): Promise<KeptPage> {
  return cacheOf(repo).page(what, place, offset, limit, read);
}

/** How many searches' counts and pages are kept for this repo (tests). */
export function keptSearches(repo: JobsRepo): { counts: number; pages: number } {
  return cacheOf(repo).size;
}

/** Stores postings in the catalogue; the counts and pages kept are forgotten, so the next search reads them. */
export async function storePostings(repo: JobsRepo, postings: CataloguePosting[]): Promise<void> {
  try {
    await repo.insertPostings(postings);
  } finally {
    cacheOf(repo).clear();
  }
}
