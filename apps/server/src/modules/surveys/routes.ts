import type { FastifyInstance } from 'fastify';
import { ZFeedbackConfirmationRequest, ZOrderIdParams, ZSaveFeedbackRequest, ZSurveyParams, type TFeedbackConfirmationRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { adminResourceRoutes } from '../../plugins/admin-resource.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { surveysAdmin } from './admin-service.ts';
import { confirmFeedback, getSurvey, saveFeedbackStatus } from './service.ts';

type SurveyParams = { Params: { orderId: string; surveyId: string } };

/** The feedback survey of a completed order; the admin edits the site's surveys. */
export function surveyRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');

  customer.get<SurveyParams>('/api/orders/:orderId/survey/:surveyId', { schema: { params: ZSurveyParams } }, (req, ctx) =>
    getSurvey(deps, ctx, req.params.orderId, req.params.surveyId),
  );

  customer.post<SurveyParams & { Body: TFeedbackConfirmationRequest }>(
    '/api/orders/:orderId/:surveyId/feedback-confirmation',
    { schema: { params: ZSurveyParams, body: ZFeedbackConfirmationRequest } },
    (req, ctx) => confirmFeedback(deps, ctx, req.params.orderId, req.params.surveyId, req.body.survey),
  );

  customer.patch<{ Params: { id: string }; Body: { status: boolean } }>(
    '/api/orders/:id/save-feedback',
    { schema: { params: ZOrderIdParams, body: ZSaveFeedbackRequest } },
    (req, ctx) => saveFeedbackStatus(deps, ctx, req.params.id, req.body.status),
  );

  adminResourceRoutes(guarded(app, deps.sessions.require('admin')), surveysAdmin(deps));
}
