import type { FastifyInstance } from 'fastify';
import { ZFinalizeRevisionRequest, ZRateReviewRequest, ZServiceOrderParams, type TFinalizeRevisionRequest, type TRateReviewRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { finalizeRevisions, getCustomerDrafts, rateAndReview } from './service.ts';

/** The customer's side of the revision cycle: see drafts, rate and review one, finalize. */
export function revisionRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');

  app.get<{ Params: { serviceId: string; id: string } }>(
    '/api/customer/orders/revision/get/:serviceId/:id',
    { preHandler: customer, schema: { params: ZServiceOrderParams } },
    (req) => getCustomerDrafts(deps, authed(req), req.params.serviceId, req.params.id),
  );

  app.post<{ Body: TRateReviewRequest }>('/api/customer/orders/revision/rate-review', { preHandler: customer, schema: { body: ZRateReviewRequest } }, (req) =>
    rateAndReview(deps, authed(req), req.body),
  );

  app.post<{ Body: TFinalizeRevisionRequest }>(
    '/api/customer/orders/revision/finalize',
    { preHandler: customer, schema: { body: ZFinalizeRevisionRequest } },
    (req) => finalizeRevisions(deps, authed(req), req.body),
  );
}
