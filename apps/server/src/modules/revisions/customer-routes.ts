import type { FastifyInstance } from 'fastify';
import { ZFinalizeRevisionRequest, ZRateReviewRequest, ZServiceOrderParams, type TFinalizeRevisionRequest, type TRateReviewRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { finalizeRevisions, getCustomerDrafts, rateAndReview } from './customer-service.ts';

/** The customer's side of the revision cycle: see drafts, rate and review one, finalize. */
export function customerRevisionRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');

  customer.get<{ Params: { serviceId: string; id: string } }>(
    '/api/customer/orders/revision/get/:serviceId/:id',
    { schema: { params: ZServiceOrderParams } },
    (req, ctx) => getCustomerDrafts(deps, ctx, req.params.serviceId, req.params.id),
  );

  customer.post<{ Body: TRateReviewRequest }>('/api/customer/orders/revision/rate-review', { schema: { body: ZRateReviewRequest } }, (req, ctx) =>
    rateAndReview(deps, ctx, req.body),
  );

  customer.post<{ Body: TFinalizeRevisionRequest }>('/api/customer/orders/revision/finalize', { schema: { body: ZFinalizeRevisionRequest } }, (req, ctx) =>
    finalizeRevisions(deps, ctx, req.body),
  );
}
