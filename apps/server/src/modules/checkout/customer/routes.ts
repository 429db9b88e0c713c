import type { FastifyInstance } from 'fastify';
import {
  ZCustomerPaymentIntentRequest,
  ZFlutterwaveCodeRequest,
  ZFlutterwaveVerificationRequest,
  ZNewOrderRequest,
  ZOrderIdParams,
  ZPackagesQuery,
  ZPayInvoiceRequest,
  ZTipRequest,
  type TCustomerPaymentIntentRequest,
  type TFlutterwaveVerificationRequest,
  type TNewOrderRequest,
  type TPayInvoiceRequest,
  type TTipRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import { guarded } from '../../../plugins/guarded-routes.ts';
import { customerPaymentIntent, listInvoices, listPackages, newOrder, payInvoice, payTip } from './service.ts';
import { flutterwaveCode, flutterwaveVerification } from '../providers/flutterwave.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Spec 01 §7: the signed-in customer's new orders, tips and invoices. */
export function customerCheckoutRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');

  customer.get<{ Querystring: { purchasable?: 'true' | 'false' } }>(
    '/api/customer/orders_all_packages',
    { schema: { querystring: ZPackagesQuery } },
    (req, ctx) => listPackages(deps, ctx, req.query.purchasable === 'true'),
  );

  customer.post<{ Body: TNewOrderRequest }>('/api/customer/orders_new', { schema: { body: ZNewOrderRequest }, config: limit(30) }, (req, ctx) =>
    newOrder(deps, ctx, req.body),
  );

  customer.post<{ Body: TCustomerPaymentIntentRequest }>(
    '/api/customer/payment-intent',
    { schema: { body: ZCustomerPaymentIntentRequest }, config: limit(30) },
    (req, ctx) => customerPaymentIntent(deps, ctx, req.body),
  );

  customer.post<{ Params: { id: string }; Body: TTipRequest }>(
    '/api/customer/orders/tip/:id',
    { schema: { params: ZOrderIdParams, body: ZTipRequest }, config: limit(30) },
    (req, ctx) => payTip(deps, ctx, req.params.id, req.body),
  );

  customer.get('/api/customer/invoices', {}, (req, ctx) => listInvoices(deps, ctx));

  customer.post<{ Body: TPayInvoiceRequest }>('/api/customer/invoices/pay', { schema: { body: ZPayInvoiceRequest }, config: limit(30) }, (req, ctx) =>
    payInvoice(deps, ctx, req.body),
  );

  customer.post<{ Body: { selectedPackageId: string } }>(
    '/customer/flutterwave/code',
    { schema: { body: ZFlutterwaveCodeRequest }, config: { ...limit(30), htmlFallback: true } },
    (req, ctx) => flutterwaveCode(deps, ctx, req.body.selectedPackageId),
  );

  customer.post<{ Body: TFlutterwaveVerificationRequest }>(
    '/customer/flutterwave/verification',
    { schema: { body: ZFlutterwaveVerificationRequest }, config: { ...limit(30), htmlFallback: true } },
    (req, ctx) => flutterwaveVerification(deps, ctx, req.body),
  );
}
