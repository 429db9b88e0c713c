import type { FastifyInstance } from 'fastify';
import { ZAdminCritiquesQuery, ZCritiqueEditRequest, ZCritiqueParams, type TAdminCritiquesQuery, type TCritiqueEditRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { adminCritique, editCritique, listCritiques } from './admin-service.ts';
import type { CritiqueKicker } from './jobs.ts';
import { createCritique } from './service.ts';

/** The admin's reviews: the list with funnels, one review, rewriting its texts, and a review made for any e-mail (writers too, if the site allows). */
export function adminCritiqueRoutes(app: FastifyInstance, deps: Deps, kicker: CritiqueKicker) {
  const admin = guarded(app, deps.sessions.require('admin'));
  type IdParams = { Params: { id: string } };

  admin.get<{ Querystring: TAdminCritiquesQuery }>('/api/admin/critiques', { schema: { querystring: ZAdminCritiquesQuery } }, (req, ctx) =>
    listCritiques(deps, ctx, req.query),
  );

  admin.get<IdParams>('/api/admin/critiques/:id', { schema: { params: ZCritiqueParams } }, (req, ctx) => adminCritique(deps, ctx, req.params.id));

  admin.patch<IdParams & { Body: TCritiqueEditRequest }>(
    '/api/admin/critiques/:id',
    { schema: { params: ZCritiqueParams, body: ZCritiqueEditRequest } },
    (req, ctx) => editCritique(deps, ctx, req.params.id, req.body),
  );

  // The same intake as a visitor's, for someone else's e-mail; the review records who made it.
  admin.post('/api/admin/critiques', {}, async (req, _ctx, reply) => reply.status(201).send(await createCritique(deps, req, kicker)));

  // Writers too, when the site allows it (website_settings.writers_create_reviews; off by default).
  const writer = guarded(app, deps.sessions.require('writer'));
  writer.post('/api/writer/critiques', {}, async (req, ctx, reply) => {
    if (!ctx.site.settings?.website_settings.writers_create_reviews) throw AppError.of('forbidden', 403);
    return reply.status(201).send(await createCritique(deps, req, kicker));
  });
}
