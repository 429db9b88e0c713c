/** A move the app makes from one address to another, as the router's blocker sees it. */
export interface LeaveAttempt {
  /** The form holds changes that are not saved. */
  dirty: boolean;
  /** The page itself is leaving on purpose (after a save or a delete). */
  released: boolean;
  from: string;
  to: string;
}

/** Whether to ask before leaving: unsaved changes, and another page (a tab kept in the query string stays on the page). */
export const shouldAskBeforeLeaving = ({ dirty, released, from, to }: LeaveAttempt) => dirty && !released && from !== to;
