import type { FastifyInstance } from 'fastify';
import { ZCompleteTaskRequest, ZOrderIdParams, ZQuestionnaireParams, type TCompleteTaskRequest, type TQuestionnaireParams } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { completeQuestionnaireTask, getQuestionnaire, getQuestionnaireAnswers } from './service.ts';

/** The customer's questionnaires: definition with saved answers, answers by section, and submission. */
export function questionnaireRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');
  const params = { preHandler: customer, schema: { params: ZQuestionnaireParams } };

  app.get<{ Params: TQuestionnaireParams }>('/api/questionnaires/:id/:qid/:service?', params, (req) => getQuestionnaire(deps, authed(req), req.params));

  app.get<{ Params: TQuestionnaireParams }>('/api/questionnaires-answers/:id/:qid/:service?', params, (req) =>
    getQuestionnaireAnswers(deps, authed(req), req.params),
  );

  app.post<{ Params: { id: string }; Body: TCompleteTaskRequest }>(
    '/api/customer/orders/:id/complete_task',
    { preHandler: customer, schema: { params: ZOrderIdParams, body: ZCompleteTaskRequest } },
    (req) => completeQuestionnaireTask(deps, authed(req), req.params.id, req.body),
  );
}
