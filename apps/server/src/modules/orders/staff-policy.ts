import type { TRole } from '@draftdesk/contract';

/**
 * Who reads the writer area's pages of an order: its assigned writer, and the
 * site's reviewers and admins (staff of the site; the repo's scope says which
 * orders). Writes stay the assigned writer's.
 */
export const STAFF_READERS: readonly TRole[] = ['writer', 'reviewer', 'admin'];
