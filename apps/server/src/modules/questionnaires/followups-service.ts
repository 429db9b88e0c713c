import {
  MESSAGES,
  TASK_IDS,
  followUpState,
  groupAnswersBySection,
  hasAnswerableItem,
  type TFollowupCopyRequest,
  type TFollowupParams,
  type TFollowupResponse,
  type TFollowupSaveRequest,
  type TWriterAnswersParams,
  type TWriterAnswersResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyCustomer } from '../orders/notify.ts';
import { isTaskDone } from '../orders/policy.ts';
import { presentCompletedTasks, presentSummary } from '../orders/presenter.ts';
import type { OrderRow } from '../orders/repo.ts';
import { type OrderTx, readableOrder, serviceWithModule, withAssignedOrder } from '../orders/tx.ts';
import { questionnairesRepo, questionsRepo, type FollowupRow } from './repo.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function presentFollowup(order: OrderRow, service: { _id: string; serviceName: string }, row: FollowupRow | undefined) {
  return {
    serviceId: service._id,
    serviceName: service.serviceName,
    draft_data: row?.draftItems ?? [],
    publishedItems: row?.publishedItems ?? null,
    publishedAt: iso(row?.publishedAt),
    updatedAt: iso(row?.updatedAt),
    state: followUpState({ completed_tasks: presentCompletedTasks(order) }, row ? [row] : [], service._id),
  };
}

/** GET /api/writer/orders/{id}/additional_questionnaire/{service}: the draft, what was published, and the state. */
export async function getFollowup(deps: Deps, ctx: AuthedCtx, p: TFollowupParams, message?: string): Promise<TFollowupResponse> {
  const { order, customer } = await readableOrder(deps, ctx, p.id);
  const service = serviceWithModule(order, p.service, TASK_IDS.additionalQuestionnaire, 404);
  const row = await questionsRepo(deps.db).findFollowup(ctx.siteId, order.id, service._id);
  return { status: true, ...(message ? { message } : {}), orderData: presentSummary(order, customer, service), data: presentFollowup(order, service, row) };
}

/** The follow-up questions of a service may change until the customer has answered them. */
function editableFollowup(t: OrderTx, serviceId: string) {
  const service = serviceWithModule(t.order, serviceId, TASK_IDS.additionalQuestionnaire, 422);
  if (isTaskDone(t.order, serviceId, TASK_IDS.additionalQuestionnaire)) throw AppError.of('followupAnswered', 409);
  return service;
}

/** POST /api/writer/orders/{id}/additional_questionnaire/{service}: saves the draft items. */
export async function saveFollowup(deps: Deps, ctx: AuthedCtx, p: TFollowupParams, body: TFollowupSaveRequest): Promise<TFollowupResponse> {
  if (body.id !== p.id || body.service !== p.service) throw AppError.of('pathBodyMismatch', 400);
  await withAssignedOrder(deps, ctx, p.id, async (t) => {
    editableFollowup(t, p.service);
    await questionsRepo(t.tx).saveFollowupDraft(ctx.siteId, t.order.id, p.service, body.data);
  });
  return getFollowup(deps, ctx, p, MESSAGES.followupSaved);
}

/**
 * POST .../additional_questionnaire/publish/{service}: the draft becomes what
 * the customer answers; records additional_questionnaire_submitted (DESIGN §5)
 * the first time, and tells the customer.
 */
export async function publishFollowup(deps: Deps, ctx: AuthedCtx, p: TFollowupParams): Promise<TFollowupResponse> {
  await withAssignedOrder(deps, ctx, p.id, async (t) => {
    const service = editableFollowup(t, p.service);
    const repo = questionsRepo(t.tx);
    const row = await repo.findFollowup(ctx.siteId, t.order.id, service._id);
    if (!row || !hasAnswerableItem(row.draftItems)) throw AppError.of('followupEmpty', 400);
    await repo.publishFollowup(ctx.siteId, t.order.id, service._id, row.draftItems);
    if (!isTaskDone(t.order, service._id, TASK_IDS.additionalQuestionnaireSubmitted)) {
      // A marker, not a module: statusPercentage does not change.
      await t.save({
        completedTasks: [
          ...t.order.completedTasks,
          {
            taskId: TASK_IDS.additionalQuestionnaireSubmitted,
            serviceId: service._id,
            serviceType: service.serviceName,
            completedAt: new Date().toISOString(),
          },
        ],
      });
    }
    await t.orders.addEvent(ctx.siteId, t.order.id, ctx.user.id, 'followup_published', {
      serviceId: service._id,
      questions: row.draftItems.length,
      republished: row.publishedAt !== null,
    });
    await notifyCustomer(t.tx, ctx, t.order, 'followup_published');
  });
  return getFollowup(deps, ctx, p, MESSAGES.published);
}

/** POST .../additional_questionnaire/copy/{service}: the draft is replaced by one of the writer's published templates. */
export async function copyTemplate(deps: Deps, ctx: AuthedCtx, p: TFollowupParams, body: TFollowupCopyRequest): Promise<TFollowupResponse> {
  await withAssignedOrder(deps, ctx, p.id, async (t) => {
    editableFollowup(t, p.service);
    const repo = questionsRepo(t.tx);
    const template = await repo.findTemplate(ctx.siteId, ctx.user.id, body.template);
    if (!template) throw AppError.of('templateNotFound', 404);
    if (template.status !== 'published' || !template.publishedItems) throw AppError.of('templateNotPublished', 409);
    await repo.saveFollowupDraft(ctx.siteId, t.order.id, p.service, template.publishedItems);
  });
  return getFollowup(deps, ctx, p);
}

/** GET /api/writer/questionnaires-answers/{id}/{questionnaire_id}/{service?}: the customer's answers by section; data null before. */
export async function getAnswersForWriter(deps: Deps, ctx: AuthedCtx, p: TWriterAnswersParams): Promise<TWriterAnswersResponse> {
  const { order, customer } = await readableOrder(deps, ctx, p.id);
  const service = order.package.packageServices.find(
    (s) => (p.service === undefined || s._id === p.service) && s.serviceModules.some((m) => m.id === p.questionnaire_id),
  );
  if (!service) throw AppError.of('questionnaireNotFound', 404);
  const saved = await questionnairesRepo(deps.db).findAnswers(ctx.siteId, order.id, p.questionnaire_id, service._id);
  return {
    status: true,
    orderData: presentSummary(order, customer, service),
    data: saved
      ? {
          questionnaire_id: p.questionnaire_id,
          name: saved.name,
          serviceId: service._id,
          submittedAt: saved.submittedAt.toISOString(),
          sections: groupAnswersBySection(saved.items, saved.answers, saved.name),
        }
      : null,
  };
}
