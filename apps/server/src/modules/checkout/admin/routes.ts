import type { FastifyInstance } from 'fastify';
import {
  ZAdminCreateInvoiceRequest,
  ZAdminInvoicesQuery,
  ZAdminPaymentParams,
  ZAdminPaymentsQuery,
  ZAdminRefundRequest,
  type TAdminCreateInvoiceRequest,
  type TAdminInvoicesQuery,
  type TAdminPaymentsQuery,
  type TAdminRefundRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import { adminResourceRoutes } from '../../../plugins/admin-resource.ts';
import { guarded } from '../../../plugins/guarded-routes.ts';
import { couponsAdmin } from '../coupons-admin/service.ts';
import { createAdminInvoice, listAdminInvoices } from './invoices.ts';
import { listPayments, refundPayment } from './service.ts';

/** The site's money as its admins see it: the ledger, refunds through the provider that took a payment, invoices and coupons. */
export function adminMoneyRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));
  adminResourceRoutes(admin, couponsAdmin(deps));

  admin.get<{ Querystring: TAdminPaymentsQuery }>('/api/admin/payments', { schema: { querystring: ZAdminPaymentsQuery } }, (req, ctx) =>
    listPayments(deps, ctx, req.query),
  );

  admin.post<{ Params: { id: string }; Body: TAdminRefundRequest }>(
    '/api/admin/payments/:id/refund',
    { schema: { params: ZAdminPaymentParams, body: ZAdminRefundRequest } },
    (req, ctx) => refundPayment(deps, ctx, req.params.id, req.body),
  );

  admin.get<{ Querystring: TAdminInvoicesQuery }>('/api/admin/invoices', { schema: { querystring: ZAdminInvoicesQuery } }, (req, ctx) =>
    listAdminInvoices(deps, ctx, req.query),
  );

  admin.post<{ Body: TAdminCreateInvoiceRequest }>('/api/admin/invoices', { schema: { body: ZAdminCreateInvoiceRequest } }, (req, ctx) =>
    createAdminInvoice(deps, ctx, req.body),
  );
}
