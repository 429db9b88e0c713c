import type { FastifyInstance } from 'fastify';
import {
  ZCritiqueParams,
  ZReviewFeedbackRequest,
  ZReviewNameRequest,
  ZReviewProgressRequest,
  ZScheduleClickRequest,
  type TReviewFeedbackRequest,
  type TReviewNameRequest,
  type TReviewProgressRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { adminCritiqueRoutes } from './admin-routes.ts';
import { CritiqueKicker } from './jobs.ts';
import {
  addProgress,
  createCritique,
  createVersion,
  giveFeedback,
  recordScheduleClick,
  reviewData,
  reviewDocument,
  reviewFile,
  updateName,
} from './service.ts';

type Params = { Params: { id: string } };
/** Route config: a per-IP limit per minute, and for paths outside /api the SPA for browsers (DESIGN §3). */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' }, htmlFallback: true });

/** Spec 03 §7 'Review and checkout': the free resume review, public (its random id is its key), scoped by site. */
export function critiqueRoutes(app: FastifyInstance, deps: Deps) {
  const kicker = new CritiqueKicker(deps, app.log);
  // Reviews being read when the app closes are finished before the worker pool goes (app.ts closes it after).
  app.addHook('onClose', () => kicker.idle());

  app.post('/api/critiques', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, reply) => {
    await deps.sessions.load(req);
    return reply.status(201).send(await createCritique(deps, req, kicker));
  });

  // Beyond the spec: an improved version of the resume, read as a new review in the same line (score history).
  app.post<Params>(
    '/review/:id/versions',
    { schema: { params: ZCritiqueParams }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      await deps.sessions.load(req);
      return reply.status(201).send(await createVersion(deps, req, req.params.id, kicker));
    },
  );

  app.get<Params>('/review/:id', { schema: { params: ZCritiqueParams }, config: limit(120) }, (req) => reviewData(deps, req.ctx, req.params.id));

  // The resume as uploaded, shown beside what the engine read from it; never compressed on the fly (its length is sent).
  app.get<Params>('/review/:id/file', { schema: { params: ZCritiqueParams }, config: limit(60), compress: false }, async (req, reply) => {
    const file = await reviewFile(deps, req.ctx, req.params.id);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .type(file.mimetype)
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  // The review as a PDF to keep; built per request, so its length is known and it is not compressed again.
  app.get<Params>('/review/:id/pdf', { schema: { params: ZCritiqueParams }, config: limit(30), compress: false }, async (req, reply) => {
    const pdf = await reviewDocument(deps, req.ctx, req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="resume-review.pdf"; filename*=UTF-8''resume-review.pdf`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  app.post<{ Body: TReviewProgressRequest }>('/review/progress', { schema: { body: ZReviewProgressRequest }, config: limit(120) }, (req) =>
    addProgress(deps, req.ctx, req.body),
  );

  app.post<Params & { Body: TReviewFeedbackRequest }>(
    '/review/:id/feedback/',
    { schema: { params: ZCritiqueParams, body: ZReviewFeedbackRequest }, config: limit(30) },
    (req) => giveFeedback(deps, req.ctx, req.params.id, req.body),
  );

  app.post<Params & { Body: TReviewNameRequest }>(
    '/review/:id/update/name',
    { schema: { params: ZCritiqueParams, body: ZReviewNameRequest }, config: limit(30) },
    (req) => updateName(deps, req.ctx, req.params.id, req.body),
  );

  app.post<Params & { Body: { critiqueViewId: string } }>(
    '/critiques/:id/schedule-button-click',
    { schema: { params: ZCritiqueParams, body: ZScheduleClickRequest }, config: limit(60) },
    (req) => recordScheduleClick(deps, req.ctx, req.params.id, req.body.critiqueViewId),
  );

  adminCritiqueRoutes(app, deps, kicker);
}
