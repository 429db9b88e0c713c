import type { FastifyInstance } from 'fastify';
import { ZRevisionIdParams, ZRevisionRejectRequest, type TRevisionRejectRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { approveRevision, pendingRevisions, rejectRevision } from './admin-service.ts';

/** The minimal admin API of the approval feature (no admin screens in the spec). */
export function adminRevisionRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));
  type IdParams = { Params: { id: string } };

  admin.get('/api/admin/revisions/pending', {}, (req, ctx) => pendingRevisions(deps, ctx));

  admin.post<IdParams>('/api/admin/revisions/:id/approve', { schema: { params: ZRevisionIdParams } }, (req, ctx) => approveRevision(deps, ctx, req.params.id));

  admin.post<IdParams & { Body: TRevisionRejectRequest }>(
    '/api/admin/revisions/:id/reject',
    { schema: { params: ZRevisionIdParams, body: ZRevisionRejectRequest } },
    (req, ctx) => rejectRevision(deps, ctx, req.params.id, req.body),
  );
}
