import { TASK_IDS, isQuestionnaireTask, modulePath, type TCompletedTask, type TRevisionData } from '@draftdesk/contract';

/**
 * What a module row of the order page offers (spec 01 §2 and §4):
 * - done: the module is complete; the link shows what was done;
 * - todo: the customer has something to do there;
 * - waiting: the writer acts first (the link, if any, shows the pending page).
 */
export interface ModuleAction {
  status: 'done' | 'todo' | 'waiting';
  /** i18n key (customer namespace) of the button. */
  label: string;
  /** Where the button goes; none: nothing to open yet. */
  to?: string;
  /** final_linkedin: the file is fetched from its own call. */
  linkedin?: boolean;
  /** i18n key of a short explanation under the title. */
  hint?: string;
}

interface ModuleOrder {
  _id: string;
  completed_tasks: Pick<TCompletedTask, 'taskId' | 'serviceId'>[];
  revisionData: TRevisionData;
}

const ADDITIONAL = TASK_IDS.additionalQuestionnaire;

export function moduleAction(order: ModuleOrder, serviceId: string, moduleId: string): ModuleAction {
  const isDone = (taskId: string) => order.completed_tasks.some((t) => t.serviceId === serviceId && t.taskId === taskId);
  const done = isDone(moduleId);
  const answers = (qid: string) => `/orders/questionnaire-answers/${order._id}/${qid}/${serviceId}`;

  if (moduleId === ADDITIONAL) {
    if (done) return { status: 'done', label: 'modules.viewAnswers', to: answers(ADDITIONAL) };
    if (isDone(TASK_IDS.additionalQuestionnaireSubmitted)) {
      return { status: 'todo', label: 'modules.answer', to: `/orders/questionnaire/${order._id}/${ADDITIONAL}/${serviceId}`, hint: 'modules.followupReady' };
    }
    return { status: 'waiting', label: 'modules.notYet', hint: 'modules.followupWaiting' };
  }
  if (isQuestionnaireTask(moduleId)) {
    return done
      ? { status: 'done', label: 'modules.viewAnswers', to: answers(moduleId) }
      : { status: 'todo', label: 'modules.answer', to: modulePath(order._id, serviceId, moduleId) };
  }

  const to = modulePath(order._id, serviceId, moduleId);
  switch (moduleId) {
    case TASK_IDS.previousDocument:
      return done ? { status: 'done', label: 'modules.viewDocuments', to } : { status: 'todo', label: 'modules.upload', to };
    case TASK_IDS.revisionProcess: {
      if (done) return { status: 'done', label: 'modules.viewDrafts', to };
      const revision = order.revisionData[serviceId];
      if (revision?.pendingClientReview) return { status: 'todo', label: 'modules.reviewDraft', to, hint: 'modules.draftReady' };
      if (revision?.sentByWriter) return { status: 'todo', label: 'modules.viewDrafts', to };
      return { status: 'waiting', label: 'modules.viewDrafts', to, hint: 'modules.draftWaiting' };
    }
    case TASK_IDS.finalDocument:
      // No button before the final exists: its page would have nothing to show.
      return done ? { status: 'done', label: 'modules.download', to } : { status: 'waiting', label: 'modules.notYet', hint: 'modules.finalWaiting' };
    case TASK_IDS.finalLinkedin:
      return done
        ? { status: 'done', label: 'modules.download', linkedin: true }
        : { status: 'waiting', label: 'modules.notYet', hint: 'modules.finalWaiting' };
    default:
      return { status: done ? 'done' : 'todo', label: 'modules.open', to };
  }
}
