import type { FastifyInstance } from 'fastify';
import {
  ZAdminAssignRequest,
  ZAdminOrderParams,
  ZAdminOrderPatch,
  ZAdminOrdersQuery,
  ZAdminTaskRequest,
  type TAdminAssignRequest,
  type TAdminOrderPatch,
  type TAdminOrdersQuery,
  type TAdminTaskRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { getAdminOrder, setModuleDone, updateAdminOrder } from './admin-order-service.ts';
import { assignOrder, listAdminOrders } from './admin-service.ts';

type IdParams = { Params: { id: string } };

/** The admin's orders: every order of the site, one order's page with its timeline, and the admin's changes to it. */
export function adminOrderRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));

  admin.get<{ Querystring: TAdminOrdersQuery }>('/api/admin/orders', { schema: { querystring: ZAdminOrdersQuery } }, (req, ctx) =>
    listAdminOrders(deps, ctx, req.query),
  );

  admin.patch<IdParams & { Body: TAdminAssignRequest }>(
    '/api/admin/orders/:id/assign',
    { schema: { params: ZAdminOrderParams, body: ZAdminAssignRequest } },
    (req, ctx) => assignOrder(deps, ctx, req.params.id, req.body.writerId),
  );

  admin.get<IdParams>('/api/admin/orders/:id', { schema: { params: ZAdminOrderParams } }, (req, ctx) => getAdminOrder(deps, ctx, req.params.id));

  admin.patch<IdParams & { Body: TAdminOrderPatch }>('/api/admin/orders/:id', { schema: { params: ZAdminOrderParams, body: ZAdminOrderPatch } }, (req, ctx) =>
    updateAdminOrder(deps, ctx, req.params.id, req.body),
  );

  admin.patch<IdParams & { Body: TAdminTaskRequest }>(
    '/api/admin/orders/:id/tasks',
    { schema: { params: ZAdminOrderParams, body: ZAdminTaskRequest } },
    (req, ctx) => setModuleDone(deps, ctx, req.params.id, req.body),
  );
}
