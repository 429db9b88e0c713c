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
  /** Saved by the signed-in language switcher; null: none chosen. */
  language: string | null;
  orderCount: number;
}

/** Who a live session belongs to: all that many reads need, known without a query (plugins/session-cache.ts). */
export interface Principal {
  id: string;
  role: TRole;
}

/** What every service receives: the request's site and, when signed in, the user. */
export interface Ctx {
  site: ResolvedSite;
  siteId: string;
  /** Set whenever a session is live; `user` only when a guard loaded the user's row too. */
  principal: Principal | null;
  user: SessionUserRow | null;
  sessionHash: string | null;
  ip: string;
  userAgent: string;
}

/** Signed in, as `sessions.requirePrincipal` leaves it. */
export interface PrincipalCtx extends Ctx {
  principal: Principal;
  sessionHash: string;
}

/** Signed in with the user's row, as `sessions.require` leaves it. */
export interface AuthedCtx extends PrincipalCtx {
  user: SessionUserRow;
}
