import { and, eq } from 'drizzle-orm';
import { MESSAGES, checkSurveyAnswers, type TSurveyAnswers, type TSurveyResponse } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { surveyResponses } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isOrderCompleted } from '../orders/policy.ts';
import { presentPackage } from '../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../orders/repo.ts';
import { withOwnOrder } from '../orders/tx.ts';

async function findResponse(db: Db, siteId: string, orderId: string) {
  const [row] = await db
    .select({ answers: surveyResponses.answers, surveyId: surveyResponses.surveyId })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.siteId, siteId), eq(surveyResponses.orderId, orderId)))
    .limit(1);
  return row;
}

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
  const response = await findResponse(deps.db, ctx.siteId, order.id);
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
    if (await findResponse(t.tx, ctx.siteId, orderId)) throw AppError.of('surveyAlreadySubmitted', 409);
    const checked = checkSurveyAnswers(survey, answers);
    if (!checked.ok) throw AppError.of('validationFailed', 400, checked.errors);
    await t.tx.insert(surveyResponses).values({ id: newId(), siteId: ctx.siteId, orderId, surveyId, userId: ctx.user.id, answers: checked.answers });
    await t.orders.update(ownerOf(ctx), orderId, { surveySubmitted: true });
    await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'survey_submitted', { surveyId });
  });
  return { status: true, message: MESSAGES.surveyThanks };
}

/** PATCH /api/orders/{id}/save-feedback: sets surveySubmitted; answers once given cannot be un-submitted. */
export async function saveFeedbackStatus(deps: Deps, ctx: AuthedCtx, orderId: string, status: boolean) {
  const order = await withOwnOrder(deps, ctx, orderId, async (t) => {
    if (!status && (await findResponse(t.tx, ctx.siteId, orderId))) throw AppError.of('surveyAlreadySubmitted', 409);
    const updated = await t.orders.update(ownerOf(ctx), orderId, { surveySubmitted: status });
    await t.orders.addEvent(ctx.siteId, orderId, ctx.user.id, 'survey_status_set', { surveySubmitted: status });
    return updated;
  });
  return { status: true, surveySubmitted: order.surveySubmitted };
}
