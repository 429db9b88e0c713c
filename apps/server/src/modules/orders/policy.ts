import { findModule, isQuestionnaireTask, TASK_IDS, type MessageKey, type TRole } from '@draftdesk/contract';
import type { OrderRow } from './repo.ts';

/** Why a customer's write is refused: the status and the message key; null when allowed. */
export type Refusal = { status: 409 | 422; key: MessageKey } | null;

type OrderLike = Pick<OrderRow, 'package' | 'completedTasks' | 'statusPercentage'>;

export function isTaskDone(order: Pick<OrderRow, 'completedTasks'>, serviceId: string, taskId: string): boolean {
  return order.completedTasks.some((t) => t.serviceId === serviceId && t.taskId === taskId);
}

export function isOrderCompleted(order: Pick<OrderRow, 'statusPercentage'>): boolean {
  return order.statusPercentage >= 100;
}

/** The customer completes a module: it must be a module of that service in the order's package, not done yet. */
export function refuseModuleCompletion(order: OrderLike, serviceId: string, taskId: string): Refusal {
  if (!findModule(order.package, serviceId, taskId)) return { status: 422, key: 'taskNotInPackage' };
  if (isTaskDone(order, serviceId, taskId)) return { status: 409, key: 'taskAlreadyCompleted' };
  return null;
}

/** An admin marks a module done or not done: a module of that service in the order's package, not already so. */
export function refuseAdminModuleChange(order: OrderLike, serviceId: string, taskId: string, done: boolean): Refusal {
  if (!findModule(order.package, serviceId, taskId)) return { status: 422, key: 'taskNotInPackage' };
  if (done && isTaskDone(order, serviceId, taskId)) return { status: 409, key: 'taskAlreadyCompleted' };
  if (!done && !isTaskDone(order, serviceId, taskId)) return { status: 409, key: 'taskNotCompleted' };
  return null;
}

/** An admin's save is refused when the order changed after the admin loaded it (the `updatedAt` they send back). */
export function isStaleWrite(order: Pick<OrderRow, 'updatedAt'>, loadedAt: string): boolean {
  return order.updatedAt.getTime() !== Date.parse(loadedAt);
}

/** complete_task answers questionnaires only: the other modules have pages (and rules) of their own. */
export function refuseAnswerTask(order: OrderLike, serviceId: string, taskId: string): Refusal {
  if (!findModule(order.package, serviceId, taskId)) return { status: 422, key: 'taskNotInPackage' };
  if (!isQuestionnaireTask(taskId) && taskId !== TASK_IDS.additionalQuestionnaire) return { status: 422, key: 'taskNotCompletable' };
  return refuseModuleCompletion(order, serviceId, taskId);
}

/** Documents of a completed order are final: no more uploads or deletions. */
export function refuseDocumentChange(order: OrderLike, serviceId: string): Refusal {
  if (!findModule(order.package, serviceId, TASK_IDS.previousDocument)) return { status: 422, key: 'taskNotInPackage' };
  if (isOrderCompleted(order)) return { status: 409, key: 'orderCompletedNoChanges' };
  return null;
}

/**
 * Who reads the writer area's pages of an order: its assigned writer, and the
 * site's reviewers and admins (staff of the site; the repo's scope says which
 * orders). Writes stay the assigned writer's.
 */
export const STAFF_READERS: readonly TRole[] = ['writer', 'reviewer', 'admin'];
