/** The review's texts (locales/review/<language>.json): they load with the review pages only. Keys keep their `review.` prefix. */
export const REVIEW_NS = 'review';
