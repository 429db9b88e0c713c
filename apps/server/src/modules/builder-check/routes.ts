import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { checkResume } from './service.ts';

/** Issue 14 "Check my resume": the resume builder's PDF judged by the free review's engine, for visitors and customers alike. */
export function builderCheckRoutes(app: FastifyInstance, deps: Deps) {
  // Per client address, in the shared limiter's store: each check costs an engine thread for up to its time limit.
  app.post('/api/builder/check', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, (req) => checkResume(deps, req));
}
