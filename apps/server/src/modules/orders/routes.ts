import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { adminOrderRoutes } from './admin-routes.ts';
import { customerOrderRoutes } from './customer-routes.ts';
import { staffOrderRoutes } from './staff-routes.ts';

/** Every role's routes for orders: the customer's (customer-routes.ts), the staff's, writers, reviewers and admins (staff-routes.ts), and the admin console's (admin-routes.ts). */
export function orderRoutes(app: FastifyInstance, deps: Deps) {
  customerOrderRoutes(app, deps);
  staffOrderRoutes(app, deps);
  adminOrderRoutes(app, deps);
}
