import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { adminResourceRoutes } from '../../plugins/admin-resource.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { externalProductsAdmin } from './service.ts';

/** Products a site sells outside its packages, as its admins edit them (the review page reads them through the service). */
export function externalProductRoutes(app: FastifyInstance, deps: Deps) {
  adminResourceRoutes(guarded(app, deps.sessions.require('admin')), externalProductsAdmin(deps));
}
