import type { FastifyInstance } from 'fastify';
import {
  ZArchiveOrderRequest,
  ZOrderIdParams,
  ZSetDueDateRequest,
  ZWriterOrderQuery,
  ZWriterOrdersQuery,
  type TArchiveOrderRequest,
  type TSetDueDateRequest,
  type TWriterOrderQuery,
  type TWriterOrdersQuery,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { archiveOrder, getWriterOrder, listWriterOrders, reviewerOrders, setDueDate, writerDashboard } from './staff-service.ts';
import { STAFF_READERS } from './policy.ts';

type IdParams = { Params: { id: string } };

/**
 * The writer's orders, the reviewer's list and the dashboard; the per-service
 * pages and uploads are their resources' (documents/, revisions/). Guards run on request, before the body is read: a reviewer's or
 * admin's write is 403 whatever it carries. The order's site and assignment
 * are in the repo. Admins have the writer's portal as staff of their site:
 * they read every order of it (the dashboard's counts too), like reviewers.
 */
export function staffOrderRoutes(app: FastifyInstance, deps: Deps) {
  const read = guarded(app, deps.sessions.require(...STAFF_READERS));
  const write = guarded(app, deps.sessions.require('writer'));
  const siteReader = guarded(app, deps.sessions.require('reviewer', 'admin'));
  const dashboard = guarded(app, deps.sessions.require('writer', 'admin'));

  write.get<{ Querystring: TWriterOrdersQuery }>('/api/writer/orders', { schema: { querystring: ZWriterOrdersQuery } }, (req, ctx) =>
    listWriterOrders(deps, ctx, req.query.archived === 'true'),
  );
  dashboard.get('/api/writer/dashboard', {}, (req, ctx) => writerDashboard(deps, ctx));
  siteReader.get('/api/reviewer/orders', {}, (req, ctx) => reviewerOrders(deps, ctx));

  read.get<IdParams & { Querystring: TWriterOrderQuery }>(
    '/api/writer/orders/:id',
    { schema: { params: ZOrderIdParams, querystring: ZWriterOrderQuery } },
    (req, ctx) => getWriterOrder(deps, ctx, req.params.id, req.query.includeWriter === 'true'),
  );
  write.patch<{ Body: TSetDueDateRequest }>('/api/writer/orders/set-due-date', { schema: { body: ZSetDueDateRequest } }, (req, ctx) =>
    setDueDate(deps, ctx, req.body),
  );
  write.patch<{ Body: TArchiveOrderRequest }>('/api/writer/orders/archive', { schema: { body: ZArchiveOrderRequest } }, (req, ctx) =>
    archiveOrder(deps, ctx, req.body),
  );
}
