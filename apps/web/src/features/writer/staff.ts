import { portalRole } from '../../app/roles.ts';
import { useCurrentUser } from '../../app/session.ts';

/** Spec 02 §6: reviewers see the writer's pages read-only (no upload, notes, publish, copy or edit). */
export function useIsReviewer(): boolean {
  return portalRole(useCurrentUser().role) === 'reviewer';
}
