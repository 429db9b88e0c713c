/**
 * The reports' rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): the dashboard's
 * figures are their site's admins' alone; another site's admin gets their own site's figures (nothing of A).
 */
import { only, outcomes, type RouteCase } from './authz-types.ts';

export const REPORT_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/reports': { expect: outcomes(401, only(['admin'], 'allow', 403)) },
};
