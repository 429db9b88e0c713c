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
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { customerPaymentIntent, listInvoices, listPackages, newOrder, payInvoice, payTip } from './customer-service.ts';
import { flutterwaveCode, flutterwaveVerification } from './flutterwave.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Spec 01 §7: the signed-in customer's new orders, tips and invoices. */
export function customerCheckoutRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');

  app.get<{ Querystring: { purchasable?: 'true' | 'false' } }>(
    '/api/customer/orders_all_packages',
    { preHandler: customer, schema: { querystring: ZPackagesQuery } },
    (req) => listPackages(deps, authed(req), req.query.purchasable === 'true'),
  );

  app.post<{ Body: TNewOrderRequest }>('/api/customer/orders_new', { preHandler: customer, schema: { body: ZNewOrderRequest }, config: limit(30) }, (req) =>
    newOrder(deps, authed(req), req.body),
  );

  app.post<{ Body: TCustomerPaymentIntentRequest }>(
    '/api/customer/payment-intent',
    { preHandler: customer, schema: { body: ZCustomerPaymentIntentRequest }, config: limit(30) },
    (req) => customerPaymentIntent(deps, authed(req), req.body),
  );

  app.post<{ Params: { id: string }; Body: TTipRequest }>(
    '/api/customer/orders/tip/:id',
    { preHandler: customer, schema: { params: ZOrderIdParams, body: ZTipRequest }, config: limit(30) },
    (req) => payTip(deps, authed(req), req.params.id, req.body),
  );

  app.get('/api/customer/invoices', { preHandler: customer }, (req) => listInvoices(deps, authed(req)));

  app.post<{ Body: TPayInvoiceRequest }>(
    '/api/customer/invoices/pay',
    { preHandler: customer, schema: { body: ZPayInvoiceRequest }, config: limit(30) },
    (req) => payInvoice(deps, authed(req), req.body),
  );

  app.post<{ Body: { selectedPackageId: string } }>(
    '/customer/flutterwave/code',
    { preHandler: customer, schema: { body: ZFlutterwaveCodeRequest }, config: { ...limit(30), htmlFallback: true } },
    (req) => flutterwaveCode(deps, authed(req), req.body.selectedPackageId),
  );

  app.post<{ Body: TFlutterwaveVerificationRequest }>(
    '/customer/flutterwave/verification',
    { preHandler: customer, schema: { body: ZFlutterwaveVerificationRequest }, config: { ...limit(30), htmlFallback: true } },
    (req) => flutterwaveVerification(deps, authed(req), req.body),
  );
}
