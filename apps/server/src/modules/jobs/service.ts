import { JOBS_PER_PAGE, type TJobSearchQuery, type TJobSearchResponse, type TSaveSearchClickRequest } from '@draftdesk/contract';
import { countryOfCurrency, type JobsProvider } from '../../adapters/jobs/index.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobsRepo } from './repo.ts';

/** Job search is the site's choice (spec 03 §6): off, the page and its calls are not available. */
export function requireJobSearch(ctx: AuthedCtx) {
  if (!ctx.site.settings?.website_settings.enable_customer_job_search) throw AppError.of('pageNotAvailable', 403);
}

/**
 * GET /customer/jobs: one page of postings for What and Where, remembered as the customer's last search;
 * `pageLoad` repeats that last search (empty on a first visit).
 */
export async function searchJobs(repo: JobsRepo, provider: JobsProvider, ctx: AuthedCtx, query: TJobSearchQuery): Promise<TJobSearchResponse> {
  requireJobSearch(ctx);
  let { what, where, pageNumber } = query;
  if (query.pageLoad) {
    const last = await repo.lastSearch(ctx.siteId, ctx.user.id);
    what = last?.keywords ?? '';
    where = last?.location ?? '';
    pageNumber = 1;
  } else if (query.newSearch) {
    pageNumber = 1;
  }
  const remember = query.pageLoad ? undefined : { siteId: ctx.siteId, userId: ctx.user.id, keywords: what, location: where };
  const page = await provider.search({ what, where, page: pageNumber, perPage: JOBS_PER_PAGE, country: countryOfCurrency(ctx.site.currency), remember });
  if (remember && !page.remembered) await repo.saveLastSearch(remember);
  return {
    searchCount: page.count,
    jobsResults: page.results,
    totalPagesNumber: Math.ceil(page.count / JOBS_PER_PAGE),
    searchKeywords: what,
    searchLocation: where,
    pageNumber,
    provider: provider.name,
    // The catalogue's postings are American; Adzuna's are in the site's market (its country comes from the currency).
    salaryCurrency: provider.name === 'catalogue' ? 'usd' : ctx.site.currency.toLowerCase(),
  };
}

/** POST /customer/save-search-click: the customer opened a posting from these results. */
export async function saveSearchClick(repo: JobsRepo, ctx: AuthedCtx, body: TSaveSearchClickRequest): Promise<{ status: true; _id: string }> {
  requireJobSearch(ctx);
  const id = await repo.saveClick({
    siteId: ctx.siteId,
    userId: ctx.user.id,
    keywords: body.searchKeywords,
    location: body.searchLocation,
    jobId: body.jobDetails.id,
    jobTitle: body.jobDetails.title,
    company: body.jobDetails.company?.display_name ?? '',
    redirectUrl: body.jobDetails.redirect_url,
  });
  return { status: true, _id: id };
}
