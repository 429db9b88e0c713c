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
import { authed } from '../../plugins/session.ts';
import { getFinalForWriter, getLinkedinForWriter, getPreviousForWriter, uploadFinal, uploadLinkedin } from './documents-service.ts';
import { archiveOrder, getWriterOrder, listWriterOrders, reviewerOrders, setDueDate, writerDashboard } from './orders-service.ts';
import { STAFF_READERS } from './policy.ts';
import { getRevisionsForWriter, uploadRevision } from './revisions-service.ts';

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
  const read = deps.sessions.require(...STAFF_READERS);
  const write = deps.sessions.require('writer');
  const siteReader = deps.sessions.require('reviewer', 'admin');
  const dashboard = deps.sessions.require('writer', 'admin');

  app.get<{ Querystring: TWriterOrdersQuery }>('/api/writer/orders', { onRequest: write, schema: { querystring: ZWriterOrdersQuery } }, (req) =>
    listWriterOrders(deps, authed(req), req.query.archived === 'true'),
  );
  app.get('/api/writer/dashboard', { onRequest: dashboard }, (req) => writerDashboard(deps, authed(req)));
  app.get('/api/reviewer/orders', { onRequest: siteReader }, (req) => reviewerOrders(deps, authed(req)));

  app.get<IdParams & { Querystring: TWriterOrderQuery }>(
    '/api/writer/orders/:id',
    { onRequest: read, schema: { params: ZOrderIdParams, querystring: ZWriterOrderQuery } },
    (req) => getWriterOrder(deps, authed(req), req.params.id, req.query.includeWriter === 'true'),
  );
  app.patch<{ Body: TSetDueDateRequest }>('/api/writer/orders/set-due-date', { onRequest: write, schema: { body: ZSetDueDateRequest } }, (req) =>
    setDueDate(deps, authed(req), req.body),
  );
  app.patch<{ Body: TArchiveOrderRequest }>('/api/writer/orders/archive', { onRequest: write, schema: { body: ZArchiveOrderRequest } }, (req) =>
    archiveOrder(deps, authed(req), req.body),
  );

  const byService = { onRequest: read, schema: { params: ZServiceOrderParams } };
  app.get<ServiceParams>('/api/writer/orders/previous-file/get/:serviceId/:id', byService, (req) =>
    getPreviousForWriter(deps, authed(req), req.params.serviceId, req.params.id),
  );

  app.get<ServiceParams>('/api/writer/orders/revision/get/:serviceId/:id', byService, (req) =>
    getRevisionsForWriter(deps, authed(req), req.params.serviceId, req.params.id),
  );
  app.post<{ Body: TRevisionUploadRequest }>('/api/writer/orders/revision/upload', { onRequest: write, schema: { body: ZRevisionUploadRequest } }, (req) =>
    uploadRevision(deps, authed(req), req.body),
  );

  app.get<ServiceParams>('/api/writer/orders/final/get/:serviceId/:id', byService, (req) =>
    getFinalForWriter(deps, authed(req), req.params.serviceId, req.params.id),
  );
  app.post<{ Body: TFinalUploadRequest }>('/api/writer/orders/final/upload', { onRequest: write, schema: { body: ZFinalUploadRequest } }, (req) =>
    uploadFinal(deps, authed(req), req.body),
  );

  app.get<IdParams>('/api/writer/orders/linkedin/get/:id', { onRequest: read, schema: { params: ZOrderIdParams } }, (req) =>
    getLinkedinForWriter(deps, authed(req), req.params.id),
  );
  app.post<{ Body: TLinkedinUploadRequest }>('/api/writer/orders/linkedin/upload', { onRequest: write, schema: { body: ZLinkedinUploadRequest } }, (req) =>
    uploadLinkedin(deps, authed(req), req.body),
  );
}
