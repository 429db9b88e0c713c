import type { FastifyInstance } from 'fastify';
import { ZJobSearchQuery, ZSaveSearchClickRequest, type TJobSearchQuery, type TSaveSearchClickRequest } from '@draftdesk/contract';
import { createJobsProvider } from '../../adapters/jobs/index.ts';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { catalogueProvider } from './catalogue/provider.ts';
import { jobsRepo } from './repo.ts';
import { saveSearchClick, searchJobs } from './service.ts';

/** Customers' job search (spec 03 /jobs), through Adzuna when configured, else the embedded O*NET catalogue. */
export function jobRoutes(app: FastifyInstance, deps: Deps) {
  const repo = jobsRepo(deps.db);
  const provider = createJobsProvider(deps.config, () => catalogueProvider(repo));
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');

  // A GET that writes: it remembers the customer's last search.
  customer.get<{ Querystring: TJobSearchQuery }>('/customer/jobs', { schema: { querystring: ZJobSearchQuery }, config: { writes: true } }, (req, ctx) =>
    searchJobs(repo, provider, ctx, req.query),
  );

  customer.post<{ Body: TSaveSearchClickRequest }>('/customer/save-search-click', { schema: { body: ZSaveSearchClickRequest } }, (req, ctx) =>
    saveSearchClick(repo, ctx, req.body),
  );
}
