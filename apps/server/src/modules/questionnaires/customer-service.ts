import {
  MESSAGES,
  TASK_IDS,
  checkAnswers,
  groupAnswersBySection,
  type TCompleteTaskRequest,
  type TCompleteTaskResponse,
  type TQuestionnaire,
  type TQuestionnaireAnswersResponse,
  type TQuestionnaireParams,
  type TQuestionnaireResponse,
} from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyWriter } from '../orders/notify.ts';
import { refuseAnswerTask } from '../orders/policy.ts';
import { presentCompletedTasks } from '../orders/presenter.ts';
import { ownerOf, type OrderRow } from '../orders/repo.ts';
import { completeModule, throwRefusal, withOwnOrder } from '../orders/tx.ts';
import { questionnairesRepo } from './repo.ts';

const FOLLOWUP_NAME = 'Follow-up Questions';

/** The service of the order that has `qid` as a module: the one named, or the first. 404 when there is none. */
function serviceWith(order: OrderRow, qid: string, serviceId?: string) {
  const service = order.package.packageServices.find((s) => (serviceId === undefined || s._id === serviceId) && s.serviceModules.some((m) => m.id === qid));
  if (!service) throw AppError.of('questionnaireNotFound', 404);
  return service;
}

/** A questionnaire module's definition, or the writer's published follow-up questions of the service. */
async function definitionOf(db: Db, ctx: AuthedCtx, order: OrderRow, qid: string, serviceId: string, unpublished: 404 | 409) {
  const repo = questionnairesRepo(db);
  if (qid === TASK_IDS.additionalQuestionnaire) {
    const items = await repo.findPublishedFollowup(ctx.siteId, order.id, serviceId);
    if (!items) throw AppError.of('followupNotPublished', unpublished);
    return { _id: qid, name: FOLLOWUP_NAME, items };
  }
  const def = await repo.findDefinition(ctx.siteId, qid);
  if (!def) throw AppError.of('questionnaireNotFound', 404);
  return { _id: def.id, name: def.name, items: def.items } satisfies TQuestionnaire;
}

async function ownOrder(deps: Deps, ctx: AuthedCtx, id: string) {
  const order = await deps.repos.orders.findOwn(ownerOf(ctx), id);
  if (!order) throw AppError.of('orderNotFound', 404);
  return order;
}

/** GET /api/questionnaires/{id}/{qid}/{service?} */
export async function getQuestionnaire(deps: Deps, ctx: AuthedCtx, p: TQuestionnaireParams): Promise<TQuestionnaireResponse> {
  const order = await ownOrder(deps, ctx, p.id);
  const service = serviceWith(order, p.qid, p.service);
  const questionnaire = await definitionOf(deps.db, ctx, order, p.qid, service._id, 404);
  const saved = await questionnairesRepo(deps.db).findAnswers(ctx.siteId, order.id, p.qid, service._id);
  return {
    status: true,
    // Once answered, show the questions as they were answered.
    questionnaire: saved ? { _id: questionnaire._id, name: saved.name, items: saved.items } : questionnaire,
    serviceId: service._id,
    serviceName: service.serviceName,
    completed: order.completedTasks.some((t) => t.serviceId === service._id && t.taskId === p.qid),
    answers: saved?.answers ?? null,
  };
}

/** GET /api/questionnaires-answers/{id}/{qid}/{service?}: grouped by section; data null before submission. */
export async function getQuestionnaireAnswers(deps: Deps, ctx: AuthedCtx, p: TQuestionnaireParams): Promise<TQuestionnaireAnswersResponse> {
  const order = await ownOrder(deps, ctx, p.id);
  const service = serviceWith(order, p.qid, p.service);
  const saved = await questionnairesRepo(deps.db).findAnswers(ctx.siteId, order.id, p.qid, service._id);
  if (!saved) return { status: true, data: null };
  return {
    status: true,
    data: {
      questionnaire_id: p.qid,
      name: saved.name,
      serviceId: service._id,
      submittedAt: saved.submittedAt.toISOString(),
      sections: groupAnswersBySection(saved.items, saved.answers, saved.name),
    },
  };
}

/**
 * POST /api/customer/orders/{id}/complete_task: answers are checked against the
 * definition, stored, and the module completed, all in one transaction.
 */
export async function completeQuestionnaireTask(deps: Deps, ctx: AuthedCtx, orderId: string, body: TCompleteTaskRequest): Promise<TCompleteTaskResponse> {
  const order = await withOwnOrder(deps, ctx, orderId, async (t) => {
    throwRefusal(refuseAnswerTask(t.order, body.serviceId, body.taskId));
    const def = await definitionOf(t.tx, ctx, t.order, body.taskId, body.serviceId, 409);
    const checked = checkAnswers(def.items, body.data);
    if (!checked.ok) throw new AppError(MESSAGES.questionnaireInvalid, 400, checked.errors);
    await questionnairesRepo(t.tx).insertAnswers({
      siteId: ctx.siteId,
      orderId,
      questionnaireId: body.taskId,
      serviceId: body.serviceId,
      userId: ctx.user.id,
      name: def.name,
      items: def.items,
      answers: checked.answers,
    });
    const updated = await completeModule(t, ctx, body.serviceId, body.taskId, {
      kind: 'questionnaire_submitted',
      data: { defaultQuestionSubmitted: body.DefaultQuestionSubmitted ?? null },
    });
    if (body.taskId === TASK_IDS.additionalQuestionnaire) {
      await notifyWriter(t.tx, ctx, updated, 'followup_answered');
    }
    return updated;
  });
  return {
    status: true,
    message: MESSAGES.completedSuccessfully,
    statusPercentage: order.statusPercentage,
    completed_tasks: presentCompletedTasks(order),
  };
}
