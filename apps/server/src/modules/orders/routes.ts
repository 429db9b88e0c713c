import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { customerOrderRoutes } from './customer-routes.ts';
import { staffOrderRoutes } from './staff-routes.ts';

/** Every role's routes for orders: the customer's (customer-routes.ts) and the staff's, writers, reviewers and admins (staff-routes.ts). */
export function orderRoutes(app: FastifyInstance, deps: Deps) {
  customerOrderRoutes(app, deps);
  staffOrderRoutes(app, deps);
}
