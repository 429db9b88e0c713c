import type { TRole } from '@draftdesk/contract';
import type { ResolvedSite } from '../modules/site/cache.ts';

export interface SessionUserRow {
  id: string;
  siteId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TRole;
  profileImg: string;
  pendingPurchasePackageId: string | null;
  uniqueCustomerId: string;
  writerData: Record<string, unknown> | null;
  emailPreferences: Record<string, boolean>;
  orderCount: number;
}

/** What every service receives: the request's site and, when signed in, the user. */
export interface Ctx {
  site: ResolvedSite;
  siteId: string;
  user: SessionUserRow | null;
  sessionHash: string | null;
  ip: string;
  userAgent: string;
}

export interface AuthedCtx extends Ctx {
  user: SessionUserRow;
  sessionHash: string;
}
