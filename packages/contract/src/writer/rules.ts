import { MESSAGES } from '../messages.ts';
import { TASK_IDS } from '../orders/rules.ts';
import type { TCompletedTask, TRevisionData } from '../orders/schema.ts';
import { isIsoDate } from '../questionnaires/rules.ts';
import { DOCX_MIME, PDF_MIME, draftState } from '../revisions/rules.ts';

type Done = Pick<TCompletedTask, 'taskId' | 'serviceId'>;
const isDone = (done: Done[], serviceId: string, taskId: string) => done.some((t) => t.serviceId === serviceId && t.taskId === taskId);

const HOUR = 60 * 60 * 1000;

// ---- Revisions (spec 02 §4)

export type RevisionUploadBlock = 'waiting-admin' | 'waiting-client' | 'finalized';
export interface RevisionUploadCheck {
  allowed: boolean;
  reason: RevisionUploadBlock | null;
}

/**
 * Spec 02 §4: the writer may upload a draft when nothing was uploaded yet, or
 * the latest draft was rated or reviewed by the customer, or the admin
 * rejected it; never after the customer finalized the revisions. It is blocked
 * while the latest draft waits for the admin or for the customer. A draft left
 * pending from when the approval feature was on no longer blocks once it is off:
 * nobody is going to approve it.
 */
export function canUploadRevision(latest: Parameters<typeof draftState>[0] | null, approvalEnabled: boolean, revisionFinalized: boolean): RevisionUploadCheck {
  if (revisionFinalized) return { allowed: false, reason: 'finalized' };
  if (!latest) return { allowed: true, reason: null };
  switch (draftState(latest)) {
    case 'pending':
      return approvalEnabled ? { allowed: false, reason: 'waiting-admin' } : { allowed: true, reason: null };
    case 'under-review':
      return { allowed: false, reason: 'waiting-client' };
    default:
      return { allowed: true, reason: null };
  }
}

/** The text the server answers (409) and the page shows for a blocked upload. */
export function revisionBlockMessage(reason: RevisionUploadBlock): string {
  if (reason === 'waiting-admin') return MESSAGES.revisionWaitingAdmin;
  if (reason === 'waiting-client') return MESSAGES.revisionWaitingClient;
  return MESSAGES.revisionAlreadyFinalized;
}

/** A revision's Word file may be .docx or the older .doc. */
export const WORD_MIMES: readonly string[] = [DOCX_MIME, 'application/msword'];

type Mimed = { mimetype: string } | null | undefined;
export type FileFieldError = { field: string; message: string } | null;

/**
 * Spec 02 §5: a draft needs a PDF, and a Word file unless the site sets
 * hide_ms_word_document. The server runs it on the stored (sniffed) types.
 */
export function revisionFilesError(files: { dataPdf?: Mimed; dataWord?: Mimed }, hideWord: boolean): FileFieldError {
  if (files.dataPdf?.mimetype !== PDF_MIME) return { field: 'dataPdf', message: MESSAGES.revisionPdfRequired };
  const word = files.dataWord;
  if ((!word && !hideWord) || (word && !WORD_MIMES.includes(word.mimetype))) {
    return { field: 'dataWord', message: MESSAGES.revisionWordRequired };
  }
  return null;
}

/** Spec 02 §5: a final needs a PDF and a DOCX (only the wordprocessing type). */
export function finalFilesError(files: { dataPdf?: Mimed; dataWord?: Mimed }): FileFieldError {
  if (files.dataPdf?.mimetype !== PDF_MIME) return { field: 'dataPdf', message: MESSAGES.finalPdfRequired };
  if (files.dataWord?.mimetype !== DOCX_MIME) return { field: 'dataWord', message: MESSAGES.finalWordRequired };
  return null;
}

// ---- Follow-up questions (spec 02 §2, §4)

export type FollowUpState = 'not-submitted' | 'awaiting-user' | 'answered';

/**
 * Spec 02 "Order detail": answered once the customer completed
 * additional_questionnaire; awaiting the user once the writer published
 * (additional_questionnaire_submitted, or a published follow-up row);
 * otherwise not submitted.
 */
export function followUpState(
  order: { completed_tasks: Done[] },
  followups: { serviceId: string; publishedAt: string | Date | null }[],
  serviceId: string,
): FollowUpState {
  if (isDone(order.completed_tasks, serviceId, TASK_IDS.additionalQuestionnaire)) return 'answered';
  const published =
    isDone(order.completed_tasks, serviceId, TASK_IDS.additionalQuestionnaireSubmitted) ||
    followups.some((f) => f.serviceId === serviceId && f.publishedAt !== null);
  return published ? 'awaiting-user' : 'not-submitted';
}

// ---- Due dates (spec 02 §5)

export type DueDateRefusal = 'order-completed' | 'past' | null;

/** A due date is a calendar day 'YYYY-MM-DD', stored as its midnight UTC. */
export function dueDateFromDay(day: string): Date | null {
  return isIsoDate(day) ? new Date(`${day}T00:00:00.000Z`) : null;
}

/**
 * Spec 02 §5: no due date for a completed order, and no past dates. A day is
 * past once it has ended everywhere (UTC-12, 36 hours after its UTC midnight),
 * so a writer far west of UTC can still pick their own today.
 */
export function dueDateRefusal(dueDay: Date, now: Date, orderCompleted: boolean): DueDateRefusal {
  if (orderCompleted) return 'order-completed';
  if (dueDay.getTime() + 36 * HOUR <= now.getTime()) return 'past';
  return null;
}

export interface WriterOrderCounts {
  total: number;
  inProgress: number;
  completed: number;
  archived: number;
}

/** Dashboard cards: completed at 100; in progress is below 100 and not archived; archived counts either way. */
export function writerOrderCounts(orders: { statusPercentage: number; writerArchived: boolean }[]): WriterOrderCounts {
  return {
    total: orders.length,
    inProgress: orders.filter((o) => o.statusPercentage < 100 && !o.writerArchived).length,
    completed: orders.filter((o) => o.statusPercentage >= 100).length,
    archived: orders.filter((o) => o.writerArchived).length,
  };
}

/** The services whose latest draft waits for the customer (revisionData pendingClientReview). */
export function servicesAwaitingCustomer(revisionData: TRevisionData): string[] {
  return Object.entries(revisionData)
    .filter(([, r]) => r.pendingClientReview)
    .map(([serviceId]) => serviceId);
}
