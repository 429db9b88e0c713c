import type { TRole } from '@draftdesk/contract';

/** The three portals of the specs. Admin screens are not part of them: an admin gets the writer's portal. */
export type PortalRole = 'user' | 'writer' | 'reviewer';

export function portalRole(role: TRole | undefined): PortalRole {
  if (role === 'reviewer' || role === 'writer') return role;
  if (role === 'admin') return 'writer';
  return 'user';
}
