import type { TJob, TJobsProvider } from '@draftdesk/contract';

/** One page of a search: `what` are keywords, `where` a city, state or ZIP; `page` counts from 1. */
export interface JobQuery {
  what: string;
  where: string;
  page: number;
  perPage: number;
  /** ISO 3166 alpha-2, lower case (Adzuna's country path segment). */
  country: string;
  /**
   * Only postings created after this, newest first (the saved searches' digest). The catalogue filters exactly;
   * Adzuna only by whole days (`max_days_old`), so callers still compare each posting's `created`.
   */
  newerThan?: Date;
  /**
   * The customer's search to remember as their last (`pageLoad` repeats it). A provider that stores it itself says so
   * in `JobPage.remembered`; the caller stores it otherwise.
   */
  remember?: LastSearch;
}

/** A customer's last search, as `GET /customer/jobs?pageLoad=true` repeats it. */
export interface LastSearch {
  siteId: string;
  userId: string;
  keywords: string;
  location: string;
}

export interface JobPage {
  /** Postings matching in all, not only this page's. */
  count: number;
  results: TJob[];
  /** True when the provider stored `JobQuery.remember` (the catalogue does, in the statement that reads the page). */
  remembered?: boolean;
}

/** Where job postings come from: Adzuna's API, or the embedded catalogue (DESIGN: embedded defaults). */
export interface JobsProvider {
  readonly name: TJobsProvider;
  /** Throws AppError 'jobSearchUnavailable' (502) when the provider cannot answer. */
  search(query: JobQuery): Promise<JobPage>;
}

/** Provider text as plain text: tags dropped, the common entities decoded, whitespace tidied. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
