import type { FastifyInstance } from 'fastify';
import { ZRevisionUploadRequest, ZServiceOrderParams, type TRevisionUploadRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { STAFF_READERS } from '../orders/policy.ts';
import { getRevisionsForWriter, uploadRevision } from './staff-service.ts';

type ServiceParams = { Params: { serviceId: string; id: string } };

/** The writer area's drafts of an order: the assigned writer uploads; reviewers and admins read. */
export function staffRevisionRoutes(app: FastifyInstance, deps: Deps) {
  const read = guarded(app, deps.sessions.require(...STAFF_READERS));
  const write = guarded(app, deps.sessions.require('writer'));

  const byService = { schema: { params: ZServiceOrderParams } };
  read.get<ServiceParams>('/api/writer/orders/revision/get/:serviceId/:id', byService, (req, ctx) =>
    getRevisionsForWriter(deps, ctx, req.params.serviceId, req.params.id),
  );
  write.post<{ Body: TRevisionUploadRequest }>('/api/writer/orders/revision/upload', { schema: { body: ZRevisionUploadRequest } }, (req, ctx) =>
    uploadRevision(deps, ctx, req.body),
  );
}
