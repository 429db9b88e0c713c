import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZCheckCouponRequest,
  ZCheckUserQuery,
  ZCheckoutClickRequest,
  ZCheckoutLinkParams,
  ZCheckoutLinkQuery,
  ZConfirmCheckoutRequest,
  ZCustomLinkQuery,
  ZPackageIdParams,
  ZPackageInfoQuery,
  ZPaymentIntentPublicRequest,
  ZRegisterCustomerRequest,
  ZWidgetReturnParams,
  ZWidgetReturnQuery,
  type TCheckUserQuery,
  type TConfirmCheckoutRequest,
  type TCustomLinkQuery,
  type TPaymentIntentPublicRequest,
  type TRegisterCustomerRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../../deps.ts';
import { baseUrl } from '../../auth/service.ts';
import { checkCoupon } from '../coupons.ts';
import { checkUser, registerCustomer } from './customers.ts';
import { checkoutLink, customCheckoutLink, recordCheckoutClick } from './links.ts';
import { clientCustomizations, confirmCheckout, packageInfo, publicPaymentIntent, widgetReturn } from './service.ts';

/** Route config: a per-IP limit, and for paths outside /api the SPA for browsers (DESIGN §3). */
const limit = (max: number, page = false) => ({ rateLimit: { max, timeWindow: '1 minute' }, ...(page ? { htmlFallback: true } : {}) });
const page = { htmlFallback: true };

/** Spec 03 §7: the public checkout's calls. A session is read when there is one, never required. */
export function publicCheckoutRoutes(app: FastifyInstance, deps: Deps) {
  const optionalSession = async (req: FastifyRequest) => {
    if (!req.ctx.user) await deps.sessions.load(req);
  };

  app.get('/getClientCustomizations', { config: page }, (req) => clientCustomizations(deps, req.ctx));

  app.get<{ Querystring: { item: string; critiqueId?: string | null; critiqueViewId?: string | null } }>(
    '/getPackageInfo',
    { preHandler: optionalSession, schema: { querystring: ZPackageInfoQuery }, config: limit(60, true) },
    (req) => packageInfo(deps, req.ctx, req.query),
  );

  app.get<{ Querystring: TCheckUserQuery }>(
    '/checkUser',
    { preHandler: optionalSession, schema: { querystring: ZCheckUserQuery }, config: limit(10, true) },
    (req) => checkUser(deps, req.ctx, req.query),
  );

  app.post<{ Body: TRegisterCustomerRequest }>(
    '/registerCustomer',
    { preHandler: optionalSession, schema: { body: ZRegisterCustomerRequest }, config: limit(10, true) },
    (req) => registerCustomer(deps, req.ctx, req.body),
  );

  app.post<{ Body: TPaymentIntentPublicRequest }>(
    '/api/getPaymentIntentPublic',
    { preHandler: optionalSession, schema: { body: ZPaymentIntentPublicRequest }, config: limit(30) },
    (req) => publicPaymentIntent(deps, req.ctx, req.body),
  );

  app.post<{ Body: TConfirmCheckoutRequest }>(
    '/api/confirmAffirmPayment',
    { preHandler: optionalSession, schema: { body: ZConfirmCheckoutRequest }, config: limit(30) },
    (req) => confirmCheckout(deps, req.ctx, req.body),
  );

  app.get<{ Params: { clientId: string; userId: string; item: string }; Querystring: { payment_intent: string } }>(
    '/api/client/:clientId/user/:userId/package/:item/confirmAffirmPayment',
    { schema: { params: ZWidgetReturnParams, querystring: ZWidgetReturnQuery }, config: { ...limit(30), writes: true } },
    async (req, reply) => reply.redirect(await widgetReturn(deps, req.ctx, req.params, req.query.payment_intent), 302),
  );

  app.post<{ Params: { id: string }; Body: { couponCode: string } }>(
    '/api/package/:id/checkCoupon',
    { schema: { params: ZPackageIdParams, body: ZCheckCouponRequest }, config: limit(10) },
    (req) => checkCoupon(deps, req.ctx, req.params.id, req.body.couponCode),
  );

  app.get<{ Params: { packageId: string; critiqueId: string }; Querystring: { critiqueViewId?: string | null } }>(
    '/api/package/:packageId/checkout-link/:critiqueId',
    { schema: { params: ZCheckoutLinkParams, querystring: ZCheckoutLinkQuery } },
    (req) => checkoutLink(deps, req.ctx, baseUrl(deps, req), req.params, req.query.critiqueViewId),
  );

  app.get<{ Querystring: TCustomLinkQuery }>('/checkout/custom-link', { schema: { querystring: ZCustomLinkQuery }, config: limit(30, true) }, (req) =>
    customCheckoutLink(deps, req.ctx, req.query),
  );

  app.post<{ Body: { packageId: string; critiqueId?: string | null; critiqueViewId?: string | null } }>(
    '/checkout/yjsg-checkout-button-click',
    { preHandler: optionalSession, schema: { body: ZCheckoutClickRequest }, config: limit(60, true) },
    (req) => recordCheckoutClick(deps, req.ctx, req.body),
  );
}
