import { portalRole } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * Spec 02 §6: reviewers see the writer's pages read-only (no upload, notes,
 * publish, copy or edit); so do admins, who read every order of their site.
 */
export function useReadOnlyStaff(): boolean {
  const { role } = useCurrentUser();
  return role === 'admin' || portalRole(role) === 'reviewer';
}
