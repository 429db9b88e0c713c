/**
 * The job search's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): customers only,
 * and only where the site turned job search on (site A does; on site B its customer gets 403 too).
 */
import { savedSearchesRepo } from '../src/modules/jobs/saved-repo.ts';
import { all, only, outcomes, type Call, type RouteCase } from './authz-types.ts';

const CUSTOMERS_OF_A = outcomes(401, only(['user'], 'allow', 403), all(403));

export const JOB_ROUTES: Record<string, RouteCase> = {
  'GET /customer/jobs': { query: () => ({ what: 'nurse', where: 'Austin', pageNumber: '1', newSearch: 'true' }), expect: CUSTOMERS_OF_A },
  'POST /customer/save-search-click': {
    body: () => ({
      json: {
        searchKeywords: 'nurse',
        searchLocation: 'Austin',
        jobDetails: { id: 'onet-29-1141.00-1', title: 'Nurse', redirect_url: 'https://www.onetonline.org/link/summary/29-1141.00' },
      },
    }),
    expect: CUSTOMERS_OF_A,
  },
  // Saved searches: A's customer's own; each call that deletes gets a fresh one.
  'GET /api/customer/job-searches': { expect: CUSTOMERS_OF_A },
  'POST /api/customer/job-searches': { body: () => ({ json: { what: 'nurse', where: 'Austin' } }), expect: CUSTOMERS_OF_A },
  'DELETE /api/customer/job-searches/:id': { params: async (c) => ({ id: await savedSearchOf(c) }), expect: CUSTOMERS_OF_A },
};

async function savedSearchOf(c: Call): Promise<string> {
  const row = await savedSearchesRepo(c.fx.t.deps.db).create(c.fx.A.siteId, c.fx.A.users.user, `matrix ${c.actor}`, '', 1000);
  if (row === 'full') throw new Error('unreachable');
  return row.id;
}
