import { MESSAGES } from '../messages.ts';
import type { TAdminApproval } from './schema.ts';

export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Spec 01 §5: the optional revised file may only be PDF or DOCX. */
export const REVIEW_FILE_TYPES: readonly string[] = [PDF_MIME, DOCX_MIME];

export type DraftState = 'pending' | 'rejected' | 'under-review' | 'reviewed';

interface DraftLike {
  rating: number | null;
  reviewedByUser: boolean;
  adminApproval: Pick<TAdminApproval, 'pending' | 'approved'>;
}

/** Spec 01 §4: a draft is pending (admin approval), under review (with the customer) or reviewed; rejected drafts go back to the writer. */
export function draftState(d: DraftLike): DraftState {
  if (d.adminApproval.pending) return 'pending';
  if (!d.adminApproval.approved) return 'rejected';
  return d.reviewedByUser || d.rating !== null ? 'reviewed' : 'under-review';
}

/** The customer sees drafts that are not waiting for the admin and were not rejected. */
export function customerMaySee(d: DraftLike): boolean {
  const s = draftState(d);
  return s === 'under-review' || s === 'reviewed';
}

/** Finalize needs a reviewed draft. */
export function customerMayFinalize(drafts: DraftLike[]): boolean {
  return drafts.some((d) => draftState(d) === 'reviewed');
}

/**
 * Spec 01 §5: with rating enabled both a rating and review text are needed;
 * with rating disabled, non-blank review text. Returns the error text or null.
 */
export function reviewError(ratingDisabled: boolean, input: { rating?: number | null; review?: string }): string | null {
  const hasText = (input.review ?? '').trim() !== '';
  if (ratingDisabled) return hasText ? null : MESSAGES.writeReview;
  const hasRating = typeof input.rating === 'number' && input.rating >= 1 && input.rating <= 5;
  return hasRating && hasText ? null : MESSAGES.reviewRequired;
}

/** Spec 01 §4: a rating above 3, or rating disabled, leads to the "is this your final request?" prompt. */
export function asksFinalPrompt(ratingDisabled: boolean, rating: number | null | undefined): boolean {
  return ratingDisabled || (typeof rating === 'number' && rating > 3);
}
