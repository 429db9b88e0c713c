import type { FastifyInstance } from 'fastify';
import {
  ZFinalUploadRequest,
  ZLinkedinUploadRequest,
  ZOrderIdParams,
  ZServiceOrderParams,
  type TFinalUploadRequest,
  type TLinkedinUploadRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { STAFF_READERS } from '../orders/policy.ts';
import { getFinalForWriter, getLinkedinForWriter, getPreviousForWriter, uploadFinal, uploadLinkedin } from './staff-service.ts';

type IdParams = { Params: { id: string } };
type ServiceParams = { Params: { serviceId: string; id: string } };

/**
 * The writer area's documents of an order: the customer's previous files, the
 * finals and the LinkedIn profile. The assigned writer uploads; reviewers and
 * admins read (guards run on request, before the body is read).
 */
export function staffDocumentRoutes(app: FastifyInstance, deps: Deps) {
  const read = guarded(app, deps.sessions.require(...STAFF_READERS));
  const write = guarded(app, deps.sessions.require('writer'));

  const byService = { schema: { params: ZServiceOrderParams } };
  read.get<ServiceParams>('/api/writer/orders/previous-file/get/:serviceId/:id', byService, (req, ctx) =>
    getPreviousForWriter(deps, ctx, req.params.serviceId, req.params.id),
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
