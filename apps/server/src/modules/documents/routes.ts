import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { customerDocumentRoutes } from './customer-routes.ts';
import { staffDocumentRoutes } from './staff-routes.ts';

/** Every role's routes for an order's documents: the customer's and the staff's. */
export function documentRoutes(app: FastifyInstance, deps: Deps) {
  customerDocumentRoutes(app, deps);
  staffDocumentRoutes(app, deps);
}
