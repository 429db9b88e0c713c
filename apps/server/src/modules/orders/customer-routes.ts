import type { FastifyInstance } from 'fastify';
import {
  ZCustomerOrdersQuery,
  ZInitialQuestionRequest,
  ZNoShowRequest,
  ZOrderIdParams,
  ZOrderIdParamsAlt,
  type TInitialQuestionRequest,
  type TNoShowRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { presentOrderStatus } from '../auth/presenter.ts';
import { answerInitialQuestion, customerOrderBody, customerOrdersBody, setNoShow } from './customer-service.ts';

type IdParams = { Params: { id: string } };
/** The hot reads send bodies serialised once and kept with their cached data (service.ts). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The customer's orders: list, detail, the initial question and the ORDER COMPLETED "do not show again". */
export function customerOrderRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');
  // The hot reads need no more than who asks: no session query when this instance has it cached.
  const reader = guarded(app, deps.sessions.requirePrincipal('user'), 'preHandler');

  reader.get<{ Querystring: { include?: 'statusOnly' } }>(
    '/api/customer/orders',
    { schema: { querystring: ZCustomerOrdersQuery } },
    async (req, ctx, reply) => {
      if (req.query.include === 'statusOnly') {
        const rows = await deps.repos.auth.ordersStatus(ctx.siteId, ctx.principal.id);
        return { status: true, orders: rows.map(presentOrderStatus) };
      }
      return reply.type(JSON_TYPE).send(await customerOrdersBody(deps, ctx));
    },
  );

  reader.get<IdParams>('/api/customer/orders/:id', { schema: { params: ZOrderIdParams } }, async (req, ctx, reply) =>
    reply.type(JSON_TYPE).send(await customerOrderBody(deps, ctx, req.params.id)),
  );

  customer.patch<{ Params: { orderId: string }; Body: TInitialQuestionRequest }>(
    '/api/customer/orders/:orderId',
    { schema: { params: ZOrderIdParamsAlt, body: ZInitialQuestionRequest } },
    (req, ctx) => answerInitialQuestion(deps, ctx, req.params.orderId, req.body),
  );

  customer.patch<IdParams & { Body: TNoShowRequest }>(
    '/api/customer/orders/noShow/:id',
    { schema: { params: ZOrderIdParams, body: ZNoShowRequest } },
    (req, ctx) => setNoShow(deps, ctx, req.params.id, req.body),
  );
}
