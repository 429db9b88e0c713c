import type { TRole, TSiteSettings } from '@draftdesk/contract';

/** The site a request's host names, as the site cache (modules/site/cache.ts) holds it. */
export interface ResolvedSite {
  id: string;
  clientId: string;
  name: string;
  currency: string;
  /** Null when the host is known but the UI is not configured. */
  settings: TSiteSettings | null;
  /** GET /api/website's body, serialised once. */
  websiteJson: string | null;
  /** Its pages' Content-Security-Policy, with the nonce's placeholder (lib/csp.ts). */
  cspTemplate: string;
}

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
