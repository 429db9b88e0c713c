import type { FastifyInstance } from 'fastify';
import {
  ZJobSearchQuery,
  ZSaveJobSearchRequest,
  ZSaveSearchClickRequest,
  ZSavedJobSearchParams,
  type TJobSearchQuery,
  type TSaveJobSearchRequest,
  type TSaveSearchClickRequest,
} from '@draftdesk/contract';
import { createJobsProvider } from '../../adapters/jobs/index.ts';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { catalogueProvider } from './catalogue/provider.ts';
import { searchRepo } from './repo.ts';
import { savedSearchesRepo } from './saved-repo.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved.ts';
import { saveSearchClick, searchJobs } from './service.ts';

/** Customers' job search (spec 03 /jobs), through Adzuna when configured, else the embedded O*NET catalogue. */
export function jobRoutes(app: FastifyInstance, deps: Deps) {
  const repo = searchRepo(deps.database);
  const provider = createJobsProvider(deps.config, () => catalogueProvider(repo));
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');

  // A GET that writes: it remembers the customer's last search. It answers without waiting for its sync mark
  // (`writes: false`): no instance keeps that row in a cache, and `pageLoad` reads it from the database.
  customer.get<{ Querystring: TJobSearchQuery }>('/customer/jobs', { schema: { querystring: ZJobSearchQuery }, config: { writes: false } }, (req, ctx) =>
    searchJobs(repo, provider, ctx, req.query),
  );

  customer.post<{ Body: TSaveSearchClickRequest }>('/customer/save-search-click', { schema: { body: ZSaveSearchClickRequest } }, (req, ctx) =>
    saveSearchClick(repo, ctx, req.body),
  );

  // Saved searches and their daily digest of new postings (digest.ts); under /api/ as the calls newer than spec 03.
  const saved = savedSearchesRepo(deps.db);
  customer.get('/api/customer/job-searches', {}, (_req, ctx) => listSavedSearches(saved, ctx));
  customer.post<{ Body: TSaveJobSearchRequest }>('/api/customer/job-searches', { schema: { body: ZSaveJobSearchRequest } }, (req, ctx) =>
    saveSearch(saved, ctx, req.body),
  );
  customer.delete<{ Params: { id: string } }>('/api/customer/job-searches/:id', { schema: { params: ZSavedJobSearchParams } }, (req, ctx) =>
    deleteSavedSearch(saved, ctx, req.params.id),
  );
}
