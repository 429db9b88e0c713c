import type { FastifyInstance } from 'fastify';
import {
  ZArchiveOrderRequest,
  ZFinalUploadRequest,
  ZLinkedinUploadRequest,
  ZOrderIdParams,
  ZRevisionUploadRequest,
  ZServiceOrderParams,
  ZSetDueDateRequest,
  ZWriterOrderQuery,
  ZWriterOrdersQuery,
  type TArchiveOrderRequest,
  type TFinalUploadRequest,
  type TLinkedinUploadRequest,
  type TRevisionUploadRequest,
  type TSetDueDateRequest,
  type TWriterOrderQuery,
  type TWriterOrdersQuery,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { getFinalForWriter, getLinkedinForWriter, getPreviousForWriter, uploadFinal, uploadLinkedin } from '../documents/staff-service.ts';
import { archiveOrder, getWriterOrder, listWriterOrders, reviewerOrders, setDueDate, writerDashboard } from './staff-service.ts';
import { STAFF_READERS } from './staff-policy.ts';
import { getRevisionsForWriter, uploadRevision } from '../revisions/staff-service.ts';

type IdParams = { Params: { id: string } };
type ServiceParams = { Params: { serviceId: string; id: string } };

/**
 * The writer's orders, the reviewer's list, and the per-service pages and
 * uploads. Guards run on request, before the body is read: a reviewer's or
 * admin's write is 403 whatever it carries. The order's site and assignment
 * are in the repo. Admins have the writer's portal as staff of their site:
 * they read every order of it (the dashboard's counts too), like reviewers.
 */
export function writerOrderRoutes(app: FastifyInstance, deps: Deps) {
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

  const byService = { schema: { params: ZServiceOrderParams } };
  read.get<ServiceParams>('/api/writer/orders/previous-file/get/:serviceId/:id', byService, (req, ctx) =>
    getPreviousForWriter(deps, ctx, req.params.serviceId, req.params.id),
  );

  read.get<ServiceParams>('/api/writer/orders/revision/get/:serviceId/:id', byService, (req, ctx) =>
    getRevisionsForWriter(deps, ctx, req.params.serviceId, req.params.id),
  );
  write.post<{ Body: TRevisionUploadRequest }>('/api/writer/orders/revision/upload', { schema: { body: ZRevisionUploadRequest } }, (req, ctx) =>
    uploadRevision(deps, ctx, req.body),
  );

  read.get<ServiceParams>('/api/writer/orders/final/get/:serviceId/:id', byService, (req, ctx) =>
    getFinalForWriter(deps, ctx, req.params.serviceId, req.params.id),
  );
  write.post<{ Body: TFinalUploadRequest }>('/api/writer/orders/final/upload', { schema: { body: ZFinalUploadRequest } }, (req, ctx) =>
    uploadFinal(deps, ctx, req.body),
  );

  read.get<IdParams>('/api/writer/orders/linkedin/get/:id', { schema: { params: ZOrderIdParams } }, (req, ctx) =>
    getLinkedinForWriter(deps, ctx, req.params.id),
  );
  write.post<{ Body: TLinkedinUploadRequest }>('/api/writer/orders/linkedin/upload', { schema: { body: ZLinkedinUploadRequest } }, (req, ctx) =>
    uploadLinkedin(deps, ctx, req.body),
  );
}
