import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { adminResourceRoutes } from '../../plugins/admin-resource.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { packagesAdmin } from './service.ts';

/** What a site sells, as its admins edit it (the public checkout reads packages in modules/checkout). */
export function packageRoutes(app: FastifyInstance, deps: Deps) {
  adminResourceRoutes(guarded(app, deps.sessions.require('admin')), packagesAdmin(deps));
}
