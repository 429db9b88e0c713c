import type { FastifyInstance } from 'fastify';
import { ZCompleteTaskRequest, ZOrderIdParams, ZQuestionnaireParams, type TCompleteTaskRequest, type TQuestionnaireParams } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { completeQuestionnaireTask, getQuestionnaire, getQuestionnaireAnswers } from './customer-service.ts';

/** The customer's questionnaires: definition with saved answers, answers by section, and submission. */
export function customerQuestionnaireRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');
  const params = { schema: { params: ZQuestionnaireParams } };

  customer.get<{ Params: TQuestionnaireParams }>('/api/questionnaires/:id/:qid/:service?', params, (req, ctx) => getQuestionnaire(deps, ctx, req.params));

  customer.get<{ Params: TQuestionnaireParams }>('/api/questionnaires-answers/:id/:qid/:service?', params, (req, ctx) =>
    getQuestionnaireAnswers(deps, ctx, req.params),
  );

  customer.post<{ Params: { id: string }; Body: TCompleteTaskRequest }>(
    '/api/customer/orders/:id/complete_task',
    { schema: { params: ZOrderIdParams, body: ZCompleteTaskRequest } },
    (req, ctx) => completeQuestionnaireTask(deps, ctx, req.params.id, req.body),
  );
}
