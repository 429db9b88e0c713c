/**
 * The job search's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): customers only,
 * and only where the site turned job search on (site A does; on site B its customer gets 403 too).
 */
import { all, only, outcomes, type RouteCase } from './authz-types.ts';

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
};
