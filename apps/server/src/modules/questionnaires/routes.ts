import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { customerQuestionnaireRoutes } from './customer-routes.ts';
import { staffQuestionnaireRoutes } from './staff-routes.ts';

/** Every role's routes for questionnaires: the customer answers; the writer reads the answers, asks follow-up questions and keeps templates. */
export function questionnaireRoutes(app: FastifyInstance, deps: Deps) {
  customerQuestionnaireRoutes(app, deps);
  staffQuestionnaireRoutes(app, deps);
}
