import { MESSAGES, checkSurveyAnswers, type TSurveyAnswers, type TSurveyResponse } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { isOrderCompleted } from '../orders/policy.ts';
import { presentPackage } from '../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../orders/repo.ts';
import { withOwnOrder } from '../orders/tx.ts';
import { surveysRepo } from './repo.ts';

/** The order's survey (from its package snapshot) when `surveyId` names it; 404 otherwise. */
function surveyOf(order: OrderRow, surveyId: string) {
  const survey = presentPackage(order.package).surveyDetails;
  if (!survey || survey._id !== surveyId) throw AppError.of('surveyNotFound', 404);
  return survey;
}

/** GET /api/orders/{orderId}/survey/{surveyId} */
export async function getSurvey(deps: Deps, ctx: AuthedCtx, orderId: string, surveyId: string): Promise<TSurveyResponse> {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), orderId);
  if (!order) throw AppError.of('orderNotFound', 404);
  const survey = surveyOf(order, surveyId);
  const response = await surveysRepo(deps.db).findResponse(ctx.siteId, order.id);
  return {
    status: true,
    survey,
    orderCompleted: isOrderCompleted(order),
    surveySubmitted: order.surveySubmitted,
    answers: response?.answers ?? null,
  };
}

/** POST /api/orders/{orderId}/{surveyId}/feedback-confirmation: answers stored once, for a completed order. */
export async function confirmFeedback(deps: Deps, ctx: AuthedCtx, orderId: string, surveyId: string, answers: TSurveyAnswers) {
  await withOwnOrder(deps, ctx, orderId, async (t) => {
    const survey = surveyOf(t.order, surveyId);
    if (!isOrderCompleted(t.order)) throw AppError.of('surveyNotOpen', 409);
    const surveys = surveysRepo(t.tx);
    if (await surveys.findResponse(ctx.siteId, orderId)) throw AppError.of('surveyAlreadySubmitted', 409);
    const checked = checkSurveyAnswers(survey, answers);
    if (!checked.ok) throw AppError.of('validationFailed', 400, checked.errors);
    await surveys.insertResponse({ siteId: ctx.siteId, orderId, surveyId, userId: ctx.user.id, answers: checked.answers });
    await t.orders.update(ownerOf(ctx), orderId, { surveySubmitted: true });
    await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'survey_submitted', { surveyId });
  });
  return { status: true, message: MESSAGES.surveyThanks };
}

/** PATCH /api/orders/{id}/save-feedback: sets surveySubmitted; answers once given cannot be un-submitted. */
export async function saveFeedbackStatus(deps: Deps, ctx: AuthedCtx, orderId: string, status: boolean) {
  const order = await withOwnOrder(deps, ctx, orderId, async (t) => {
    if (!status && (await surveysRepo(t.tx).findResponse(ctx.siteId, orderId))) throw AppError.of('surveyAlreadySubmitted', 409);
    const updated = await t.orders.update(ownerOf(ctx), orderId, { surveySubmitted: status });
    await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'survey_status_set', { surveySubmitted: status });
    return updated;
  });
  return { status: true, surveySubmitted: order.surveySubmitted };
}
