import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sendSharedJson } from '../../plugins/compression.ts';

export function siteRoutes(app: FastifyInstance, _deps: Deps) {
  // Served from the in-memory cache as a pre-serialised body: no query, no JSON work, and a plain
  // (not async) handler, which spares a promise per request.
  app.get('/api/website', (req, reply) => {
    const json = req.ctx.site.websiteJson;
    if (!json) throw AppError.of('websiteUiNotConfigured', 404);
    // Compressed once per cached site, not per request.
    sendSharedJson(req, reply, req.ctx.site, json);
  });
}
