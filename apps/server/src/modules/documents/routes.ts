import type { FastifyInstance } from 'fastify';
import { ZOrderIdParams, ZPreviousFilesUploadRequest, ZServiceOrderParams, type TPreviousFilesUploadRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { getFinalDocument, getLinkedinFinal, getPreviousFiles, savePreviousFiles } from './service.ts';

type ServiceParams = { Params: { serviceId: string; id: string } };

/** Previous documents (customer uploads) and final documents (writer uploads) of an order's services. */
export function documentRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');
  const byService = { preHandler: customer, schema: { params: ZServiceOrderParams } };

  app.get<ServiceParams>('/api/customer/orders/previous-file/get/:serviceId/:id', byService, (req) =>
    getPreviousFiles(deps, authed(req), req.params.serviceId, req.params.id),
  );

  app.post<ServiceParams & { Body: TPreviousFilesUploadRequest }>(
    '/api/customer/orders/previous-file/upload/:serviceId/:id',
    { preHandler: customer, schema: { params: ZServiceOrderParams, body: ZPreviousFilesUploadRequest } },
    (req) => savePreviousFiles(deps, authed(req), req.params.serviceId, req.params.id, req.body),
  );

  app.get<ServiceParams>('/api/customer/orders/final/get/:serviceId/:id', byService, (req) =>
    getFinalDocument(deps, authed(req), req.params.serviceId, req.params.id),
  );

  app.get<{ Params: { id: string } }>('/api/customer/orders/linkedin/get/:id', { preHandler: customer, schema: { params: ZOrderIdParams } }, (req) =>
    getLinkedinFinal(deps, authed(req), req.params.id),
  );
}
