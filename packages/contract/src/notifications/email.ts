import { z } from 'zod';

/**
 * The kinds of e-mail a user can turn off one by one (users.email_preferences:
 * {kind: false}). A kind missing from the preferences is on.
 * - draft_ready: the writer's draft is ready for the customer's review
 * - review_received: the customer reviewed (or accepted) the writer's draft
 * - final_ready: the final documents are ready to download
 * - due_date_set: the writer set the order's due date
 * - followup_questions: the writer's follow-up questions wait for an answer
 * - chat_digest: chat messages unread for 10 minutes, one e-mail per conversation
 * - board_deadline: a card on a writer's board is due within 24 hours (once per deadline)
 * - job_digest: new postings for a customer's saved job searches, daily
 */
export const EMAIL_KINDS = [
  'draft_ready',
  'review_received',
  'final_ready',
  'due_date_set',
  'followup_questions',
  'chat_digest',
  'board_deadline',
  'job_digest',
] as const;
export const ZEmailKind = z.enum(EMAIL_KINDS);
export type TEmailKind = z.infer<typeof ZEmailKind>;

/** POST /api/profile/profile_update `emailPreferences`: known kinds only; the given kinds replace the stored ones. */
export const ZEmailPreferences = z.partialRecord(ZEmailKind, z.boolean());
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;

/** Which notification (by its `data.action`) sends which e-mail; other actions send none. */
export const EMAIL_KIND_OF_ACTION: Readonly<Record<string, TEmailKind>> = {
  draft_uploaded: 'draft_ready',
  review_submitted: 'review_received',
  revision_finalized: 'review_received',
  final_uploaded: 'final_ready',
  due_date_set: 'due_date_set',
  followup_published: 'followup_questions',
  board_deadline: 'board_deadline',
};

export function wantsEmail(preferences: Record<string, boolean> | null | undefined, kind: TEmailKind): boolean {
  return preferences?.[kind] !== false;
}
