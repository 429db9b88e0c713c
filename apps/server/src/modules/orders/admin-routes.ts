import type { FastifyInstance } from 'fastify';
import { ZAdminAssignRequest, ZAdminOrderParams, ZAdminOrdersQuery, type TAdminAssignRequest, type TAdminOrdersQuery } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { assignOrder, listAdminOrders } from './admin-service.ts';

/** The admin's orders: every order of the site, and giving one to a writer. */
export function adminOrderRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));

  admin.get<{ Querystring: TAdminOrdersQuery }>('/api/admin/orders', { schema: { querystring: ZAdminOrdersQuery } }, (req, ctx) =>
    listAdminOrders(deps, ctx, req.query),
  );

  admin.patch<{ Params: { id: string }; Body: TAdminAssignRequest }>(
    '/api/admin/orders/:id/assign',
    { schema: { params: ZAdminOrderParams, body: ZAdminAssignRequest } },
    (req, ctx) => assignOrder(deps, ctx, req.params.id, req.body.writerId),
  );
}
