import type { FastifyInstance } from 'fastify';
import {
  ZAutologinParams,
  ZAutologinQuery,
  ZLoginRequest,
  ZResetCodeParams,
  ZResetPasswordRequest,
  ZResetPasswordStep2Request,
  type TLoginRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { presentSessionUser } from './presenter.ts';
import { autologin, checkResetCode, login, requestPasswordReset, resetPassword } from './service.ts';

const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function authRoutes(app: FastifyInstance, deps: Deps) {
  app.post<{ Body: TLoginRequest }>('/api/auth/login', { schema: { body: ZLoginRequest }, config: perIp(30) }, (req, reply) =>
    login(deps, req, reply, req.body),
  );

  app.get('/api/auth/logout', async (req, reply) => {
    await deps.sessions.end(req, reply);
    return { status: true };
  });

  guarded(app, deps.sessions.require(), 'preHandler').get('/api/auth/user', {}, (_req, { user, site }) => {
    return { status: true, user: presentSessionUser(user), currency: site.currency, orders: user.orderCount };
  });

  app.post<{ Body: { email: string } }>('/api/auth/reset-password', { schema: { body: ZResetPasswordRequest }, config: perIp(5) }, (req) =>
    requestPasswordReset(deps, req, req.body.email),
  );

  app.get<{ Params: { code: string } }>('/api/auth/reset-password/:code', { schema: { params: ZResetCodeParams }, config: perIp(20) }, (req) =>
    checkResetCode(deps, req, req.params.code),
  );

  app.post<{ Body: { code: string; password: string } }>(
    '/api/auth/reset-password-step-2',
    { schema: { body: ZResetPasswordStep2Request }, config: perIp(10) },
    (req) => resetPassword(deps, req, req.body.code, req.body.password),
  );

  app.get<{ Params: { code: string }; Querystring: { packageId?: string } }>(
    '/api/autologin/:code',
    { schema: { params: ZAutologinParams, querystring: ZAutologinQuery }, config: { ...perIp(20), writes: true } },
    (req, reply) => autologin(deps, req, reply, req.params.code, req.query.packageId),
  );
}
