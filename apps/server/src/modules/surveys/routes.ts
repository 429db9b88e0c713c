import type { FastifyInstance } from 'fastify';
import { ZFeedbackConfirmationRequest, ZOrderIdParams, ZSaveFeedbackRequest, ZSurveyParams, type TFeedbackConfirmationRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { confirmFeedback, getSurvey, saveFeedbackStatus } from './service.ts';

type SurveyParams = { Params: { orderId: string; surveyId: string } };

/** The feedback survey of a completed order. */
export function surveyRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');

  app.get<SurveyParams>('/api/orders/:orderId/survey/:surveyId', { preHandler: customer, schema: { params: ZSurveyParams } }, (req) =>
    getSurvey(deps, authed(req), req.params.orderId, req.params.surveyId),
  );

  app.post<SurveyParams & { Body: TFeedbackConfirmationRequest }>(
    '/api/orders/:orderId/:surveyId/feedback-confirmation',
    { preHandler: customer, schema: { params: ZSurveyParams, body: ZFeedbackConfirmationRequest } },
    (req) => confirmFeedback(deps, authed(req), req.params.orderId, req.params.surveyId, req.body.survey),
  );

  app.patch<{ Params: { id: string }; Body: { status: boolean } }>(
    '/api/orders/:id/save-feedback',
    { preHandler: customer, schema: { params: ZOrderIdParams, body: ZSaveFeedbackRequest } },
    (req) => saveFeedbackStatus(deps, authed(req), req.params.id, req.body.status),
  );
}
