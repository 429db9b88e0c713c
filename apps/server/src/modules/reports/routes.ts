import type { FastifyInstance } from 'fastify';
import { ZAdminReportsQuery, type TAdminReportsQuery } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { adminReports } from './service.ts';

/** Issue 12 item 7: the admin's dashboard figures, of the request's site only (other roles get 403). */
export function adminReportsRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));
  admin.get<{ Querystring: TAdminReportsQuery }>('/api/admin/reports', { schema: { querystring: ZAdminReportsQuery } }, (req, ctx) =>
    adminReports(deps, ctx, req.query),
  );
}
