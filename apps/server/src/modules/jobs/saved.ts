import { MAX_SAVED_JOB_SEARCHES, type TSaveJobSearchRequest, type TSavedJobSearch } from '@draftdesk/contract';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SavedSearchRow, SavedSearchesRepo } from './saved-repo.ts';
import { requireJobSearch } from './service.ts';

export function presentSavedSearch(row: SavedSearchRow): TSavedJobSearch {
  return { _id: row.id, what: row.what, where: row.where, createdAt: row.createdAt.toISOString(), lastSentAt: row.lastSentAt?.toISOString() ?? null };
}

/** GET /customer/job-searches: the customer's saved searches on this site, oldest first. */
export async function listSavedSearches(repo: SavedSearchesRepo, ctx: AuthedCtx): Promise<{ status: true; data: TSavedJobSearch[] }> {
  requireJobSearch(ctx);
  return { status: true, data: (await repo.list(ctx.siteId, ctx.user.id)).map(presentSavedSearch) };
}

/** POST /customer/job-searches: saves What and Where (at most 10; the same pair again is the one saved). */
export async function saveSearch(repo: SavedSearchesRepo, ctx: AuthedCtx, body: TSaveJobSearchRequest): Promise<{ status: true; data: TSavedJobSearch }> {
  requireJobSearch(ctx);
  const row = await repo.create(ctx.siteId, ctx.user.id, body.what, body.where, MAX_SAVED_JOB_SEARCHES);
  if (row === 'full') throw AppError.of('savedSearchLimit', 409);
  return { status: true, data: presentSavedSearch(row) };
}

/** DELETE /customer/job-searches/{id}: another customer's (or site's) search is 404. */
export async function deleteSavedSearch(repo: SavedSearchesRepo, ctx: AuthedCtx, id: string): Promise<{ status: true }> {
  requireJobSearch(ctx);
  if (!(await repo.remove(ctx.siteId, ctx.user.id, id))) throw notFound();
  return { status: true };
}
