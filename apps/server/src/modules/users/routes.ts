import type { FastifyInstance } from 'fastify';
import {
  ZAcceptInvitationRequest,
  ZAdminUserCreateRequest,
  ZAdminUserEraseRequest,
  ZAdminUserParams,
  ZAdminUserPatchRequest,
  ZAdminUsersQuery,
  ZInvitationParams,
  type TAcceptInvitationRequest,
  type TAdminUserCreateRequest,
  type TAdminUserEraseRequest,
  type TAdminUserPatchRequest,
  type TAdminUsersQuery,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { exportCustomer } from './export-service.ts';
import {
  acceptInvitation,
  adminSendReset,
  eraseCustomer,
  getUser,
  invitationDetails,
  inviteUser,
  listUsers,
  resendInvitation,
  setUserActive,
} from './service.ts';

const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** People: the site's accounts for its admins, and the invitation page's two calls. */
export function usersRoutes(app: FastifyInstance, deps: Deps) {
  const admin = guarded(app, deps.sessions.require('admin'));
  type IdParams = { Params: { id: string } };

  admin.get<{ Querystring: TAdminUsersQuery }>('/api/admin/users', { schema: { querystring: ZAdminUsersQuery } }, (req, ctx) =>
    listUsers(deps, ctx, req.query),
  );

  admin.post<{ Body: TAdminUserCreateRequest }>('/api/admin/users', { schema: { body: ZAdminUserCreateRequest } }, async (req, ctx, reply) =>
    reply.status(201).send(await inviteUser(deps, req, ctx, req.body)),
  );

  admin.get<IdParams>('/api/admin/users/:id', { schema: { params: ZAdminUserParams } }, (req, ctx) => getUser(deps, ctx, req.params.id));

  admin.patch<IdParams & { Body: TAdminUserPatchRequest }>(
    '/api/admin/users/:id',
    { schema: { params: ZAdminUserParams, body: ZAdminUserPatchRequest } },
    (req, ctx) => setUserActive(deps, ctx, req.params.id, req.body.active),
  );

  // A customer's data: the zip streams as it is written (never compressed again: it is a zip).
  admin.get<IdParams>('/api/admin/users/:id/export', { schema: { params: ZAdminUserParams }, compress: false, config: perIp(10) }, async (req, ctx, reply) => {
    const { filename, stream } = await exportCustomer(deps, req, ctx, req.params.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  admin.delete<IdParams & { Body: TAdminUserEraseRequest }>(
    '/api/admin/users/:id',
    { schema: { params: ZAdminUserParams, body: ZAdminUserEraseRequest } },
    (req, ctx) => eraseCustomer(deps, req, ctx, req.params.id, req.body),
  );

  admin.post<IdParams>('/api/admin/users/:id/reset-password', { schema: { params: ZAdminUserParams }, config: perIp(30) }, (req, ctx) =>
    adminSendReset(deps, req, ctx, req.params.id),
  );

  admin.post<IdParams>('/api/admin/users/:id/invitation', { schema: { params: ZAdminUserParams }, config: perIp(30) }, (req, ctx) =>
    resendInvitation(deps, req, ctx, req.params.id),
  );

  app.get<{ Params: { code: string } }>('/api/auth/invitation/:code', { schema: { params: ZInvitationParams }, config: perIp(20) }, (req) =>
    invitationDetails(deps, req, req.params.code),
  );

  app.post<{ Body: TAcceptInvitationRequest }>('/api/auth/invitation', { schema: { body: ZAcceptInvitationRequest }, config: perIp(10) }, (req, reply) =>
    acceptInvitation(deps, req, reply, req.body),
  );
}
