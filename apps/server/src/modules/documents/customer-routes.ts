import type { FastifyInstance } from 'fastify';
import { ZOrderIdParams, ZPreviousFilesUploadRequest, ZServiceOrderParams, type TPreviousFilesUploadRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { getFinalDocument, getLinkedinFinal, getPreviousFiles, savePreviousFiles } from './customer-service.ts';

type ServiceParams = { Params: { serviceId: string; id: string } };

/** Previous documents (customer uploads) and final documents (writer uploads) of an order's services. */
export function customerDocumentRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');
  const byService = { schema: { params: ZServiceOrderParams } };

  customer.get<ServiceParams>('/api/customer/orders/previous-file/get/:serviceId/:id', byService, (req, ctx) =>
    getPreviousFiles(deps, ctx, req.params.serviceId, req.params.id),
  );

  customer.post<ServiceParams & { Body: TPreviousFilesUploadRequest }>(
    '/api/customer/orders/previous-file/upload/:serviceId/:id',
    { schema: { params: ZServiceOrderParams, body: ZPreviousFilesUploadRequest } },
    (req, ctx) => savePreviousFiles(deps, ctx, req.params.serviceId, req.params.id, req.body),
  );

  customer.get<ServiceParams>('/api/customer/orders/final/get/:serviceId/:id', byService, (req, ctx) =>
    getFinalDocument(deps, ctx, req.params.serviceId, req.params.id),
  );

  customer.get<{ Params: { id: string } }>('/api/customer/orders/linkedin/get/:id', { schema: { params: ZOrderIdParams } }, (req, ctx) =>
    getLinkedinFinal(deps, ctx, req.params.id),
  );
}
