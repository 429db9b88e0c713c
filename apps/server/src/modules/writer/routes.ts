import type { FastifyInstance } from 'fastify';
import { ZWriterProfile, type TWriterProfile } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { updateWriterProfile } from './service.ts';

/** The writer's own profile (the wizard after the first login). */
export function writerProfileRoutes(app: FastifyInstance, deps: Deps) {
  const write = guarded(app, deps.sessions.require('writer'));
  write.post<{ Body: TWriterProfile }>('/api/writer/profile', { schema: { body: ZWriterProfile } }, (req, ctx) => updateWriterProfile(deps, ctx, req.body));
}
