import type { FastifyInstance } from 'fastify';
import { ZAdminPaymentParams, ZAdminPaymentsQuery, ZAdminRefundRequest, type TAdminPaymentsQuery, type TAdminRefundRequest } from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import { guarded } from '../../../plugins/guarded-routes.ts';
import { listPayments, refundPayment } from './service.ts';

/** The site's money as its admins see it: the ledger and refunds through the provider that took a payment. */
export function adminMoneyRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));

  admin.get<{ Querystring: TAdminPaymentsQuery }>('/api/admin/payments', { schema: { querystring: ZAdminPaymentsQuery } }, (req, ctx) =>
    listPayments(deps, ctx, req.query),
  );

  admin.post<{ Params: { id: string }; Body: TAdminRefundRequest }>(
    '/api/admin/payments/:id/refund',
    { schema: { params: ZAdminPaymentParams, body: ZAdminRefundRequest } },
    (req, ctx) => refundPayment(deps, ctx, req.params.id, req.body),
  );
}
