import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { adminResourceRoutes } from '../../plugins/admin-resource.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { questionnairesAdmin } from './admin-service.ts';
import { customerQuestionnaireRoutes } from './customer-routes.ts';
import { staffQuestionnaireRoutes } from './staff-routes.ts';

/**
 * Every role's routes for questionnaires: the customer answers; the writer reads the answers, asks follow-up
 * questions and keeps templates; the admin edits the site's questionnaires.
 */
export function questionnaireRoutes(app: FastifyInstance, deps: Deps) {
  customerQuestionnaireRoutes(app, deps);
  staffQuestionnaireRoutes(app, deps);
  adminResourceRoutes(guarded(app, deps.sessions.require('admin')), questionnairesAdmin(deps));
}
