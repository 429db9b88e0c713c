import type { FastifyInstance } from 'fastify';
import {
  SAVED_RESUME_BODY_MAX_BYTES,
  ZCreateResumeRequest,
  ZGenerateContentRequest,
  ZSavedResumeParams,
  ZUpdateResumeRequest,
  type TCreateResumeRequest,
  type TGenerateContentRequest,
  type TSavedResumeParams,
  type TUpdateResumeRequest,
} from '@draftdesk/contract';
import { createContentGenerator } from '../../adapters/ai/index.ts';
import { mailLanguage } from '../../adapters/mail/i18n.ts';
import type { Deps } from '../../deps.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { builtinGenerator } from './generator.ts';
import { resumesRepo } from './repo.ts';
import { createResume, deleteResume, generateContent, getResume, listResumes, updateResume } from './service.ts';

type IdParams = { Params: TSavedResumeParams };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The resume builder (spec 03 "Resume builder screen"): its writing assistant, and customers' saved resumes. */
export function builderRoutes(app: FastifyInstance, deps: Deps) {
  const generator = createContentGenerator(deps.config, builtinGenerator, (err) =>
    app.log.warn({ err }, 'the AI model did not answer; built-in suggestions sent'),
  );
  const limits = deps.config.builder;

  // Spec 03 §7's path (outside /api: a browser opening it gets the app). Open to visitors, as the builder is. It
  // writes only rate-limit counters, which no cache holds: it need not wait for the bus (app.ts).
  app.post<{ Body: TGenerateContentRequest }>(
    '/customer/generate-content',
    { schema: { body: ZGenerateContentRequest }, bodyLimit: 262_144, config: { ...perMinute(limits.generateRatePerIp), writes: false } },
    async (req) => {
      await deps.sessions.load(req);
      // The portal sends the reader's chosen language; without one, the site's default.
      const language = requestLanguage(req.headers['accept-language']) ?? mailLanguage(req.ctx.user?.language, req.ctx.site);
      return generateContent(generator, deps.limits, limits.generateRatePerUser, req.ctx, req.body, language);
    },
  );

  const repo = resumesRepo(deps.db);
  // Signed-in customers only; the guard runs before a (large) body is read.
  const customer = guarded(app, deps.sessions.require('user'));
  const write = { bodyLimit: SAVED_RESUME_BODY_MAX_BYTES, config: perMinute(120) };
  customer.get('/api/customer/resumes', {}, (_req, ctx) => listResumes(repo, ctx));
  customer.get<IdParams>('/api/customer/resumes/:id', { schema: { params: ZSavedResumeParams } }, (req, ctx) => getResume(repo, ctx, req.params.id));
  customer.post<{ Body: TCreateResumeRequest }>('/api/customer/resumes', { schema: { body: ZCreateResumeRequest }, ...write }, async (req, ctx, reply) =>
    reply.status(201).send(await createResume(repo, ctx, req.body)),
  );
  customer.put<IdParams & { Body: TUpdateResumeRequest }>(
    '/api/customer/resumes/:id',
    { schema: { params: ZSavedResumeParams, body: ZUpdateResumeRequest }, ...write },
    (req, ctx) => updateResume(repo, ctx, req.params.id, req.body),
  );
  customer.delete<IdParams>('/api/customer/resumes/:id', { schema: { params: ZSavedResumeParams } }, (req, ctx) => deleteResume(repo, ctx, req.params.id));
}
