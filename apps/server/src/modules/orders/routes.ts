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
import { authed, withPrincipal } from '../../plugins/session.ts';
import { presentOrderStatus } from '../auth/presenter.ts';
import { answerInitialQuestion, customerOrderBody, customerOrdersBody, setNoShow } from './service.ts';

type IdParams = { Params: { id: string } };
/** The hot reads send bodies serialised once and kept with their cached data (service.ts). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The customer's orders: list, detail, the initial question and the ORDER COMPLETED "do not show again". */
export function customerOrderRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');
  // The hot reads need no more than who asks: no session query when this instance has it cached.
  const reader = deps.sessions.requirePrincipal('user');

  app.get<{ Querystring: { include?: 'statusOnly' } }>(
    '/api/customer/orders',
    { preHandler: reader, schema: { querystring: ZCustomerOrdersQuery } },
    async (req, reply) => {
      const ctx = withPrincipal(req);
      if (req.query.include === 'statusOnly') {
        const rows = await deps.repos.auth.ordersStatus(ctx.siteId, ctx.principal.id);
        return { status: true, orders: rows.map(presentOrderStatus) };
      }
      return reply.type(JSON_TYPE).send(await customerOrdersBody(deps, ctx));
    },
  );

  app.get<IdParams>('/api/customer/orders/:id', { preHandler: reader, schema: { params: ZOrderIdParams } }, async (req, reply) =>
    reply.type(JSON_TYPE).send(await customerOrderBody(deps, withPrincipal(req), req.params.id)),
  );

  app.patch<{ Params: { orderId: string }; Body: TInitialQuestionRequest }>(
    '/api/customer/orders/:orderId',
    { preHandler: customer, schema: { params: ZOrderIdParamsAlt, body: ZInitialQuestionRequest } },
    (req) => answerInitialQuestion(deps, authed(req), req.params.orderId, req.body),
  );

  app.patch<IdParams & { Body: TNoShowRequest }>(
    '/api/customer/orders/noShow/:id',
    { preHandler: customer, schema: { params: ZOrderIdParams, body: ZNoShowRequest } },
    (req) => setNoShow(deps, authed(req), req.params.id, req.body),
  );
}
