import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { customerRevisionRoutes } from './customer-routes.ts';
import { staffRevisionRoutes } from './staff-routes.ts';
import { adminRevisionRoutes } from './admin-routes.ts';

/** Every role's routes for drafts: the customer reviews, the writer uploads, the admin approves when the site holds drafts for approval. */
export function revisionRoutes(app: FastifyInstance, deps: Deps) {
  customerRevisionRoutes(app, deps);
  staffRevisionRoutes(app, deps);
  adminRevisionRoutes(app, deps);
}
