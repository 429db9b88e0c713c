import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes, orders, packages, sessions, users } from '../../db/schema.ts';
import type { SessionUserRow } from '../../lib/context.ts';
import { jsonObject } from '../../lib/json-row.ts';
import type { SessionLookupRow } from '../../plugins/session.ts';

// Qualified by hand: drizzle leaves columns unqualified in single-table selects, which a subquery would rebind.
const visibleOrderCount = sql<number>`(select count(*)::int from "orders" o where o.site_id = "users"."site_id" and o.customer_id = "users"."id" and o.hide_order = false)`;

export const sessionUserColumns = {
  id: users.id,
  siteId: users.siteId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  profileImg: users.profileImg,
  pendingPurchasePackageId: users.pendingPurchasePackageId,
  uniqueCustomerId: users.uniqueCustomerId,
  writerData: users.writerData,
  emailPreferences: users.emailPreferences,
  language: users.language,
  orderCount: visibleOrderCount,
};

/** Repository of users, sessions and single-use codes. Every query is scoped by site. */
export function authRepo(db: Db) {
  // The session check runs on every authenticated request: one prepared query returning one json
  // value (lib/json-row.ts). The expiry times stay epoch milliseconds: they are only compared.
  const sessionLookup = db
    .select({
      session: sql<SessionLookupRow>`json_build_object(
        'user', ${jsonObject(sessionUserColumns)},
        'remember', ${sessions.remember},
        'lastSeenAtMs', extract(epoch from ${sessions.lastSeenAt}) * 1000,
        'expiresAtMs', extract(epoch from ${sessions.expiresAt}) * 1000)`,
    })
    .from(sessions)
    // A deactivated account has no session, even one that outran its deactivation.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deactivatedAt)))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), eq(sessions.siteId, sql.placeholder('siteId'))))
    .prepare('session_lookup');

  // The session's user when the session itself was found in this instance's cache.
  const sessionUserById = db
    .select({ user: sql<SessionUserRow>`${jsonObject(sessionUserColumns)}` })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.siteId, sql.placeholder('siteId')), isNull(users.deactivatedAt)))
    .prepare('session_user');

  // Sent with every login and polled by the dashboard (?include=statusOnly).
  const ordersStatusQuery = db
    .select({ id: orders.id, statusPercentage: orders.statusPercentage, hideOrder: orders.hideOrder, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.siteId, sql.placeholder('siteId')), eq(orders.customerId, sql.placeholder('customerId')), eq(orders.hideOrder, false)))
    .orderBy(asc(orders.createdAt))
    .prepare('orders_status_own');

  return {
    async findSession(idHash: string, siteId: string): Promise<SessionLookupRow | undefined> {
      const [row] = await sessionLookup.execute({ idHash, siteId });
      return row?.session;
    },

    async findSessionUser(siteId: string, id: string): Promise<SessionUserRow | undefined> {
      const [row] = await sessionUserById.execute({ id, siteId });
      return row?.user;
    },

    async touchSession(idHash: string) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, idHash));
    },

    async createSession(s: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(s);
    },

    async deleteSession(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every session of the user but the one given (or all of them); returns the ended ones' hashes. */
    async deleteOtherSessions(userId: string, keepIdHash: string | null): Promise<string[]> {
      const ended = await db
        .delete(sessions)
        .where(keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId))
        .returning({ idHash: sessions.idHash });
      return ended.map((s) => s.idHash);
    },

    async findUserByEmail(siteId: string, email: string) {
      const [u] = await db
        .select({ ...sessionUserColumns, passwordHash: users.passwordHash, language: users.language, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.email, email)))
        .limit(1);
      return u as (SessionUserRow & { passwordHash: string; language: string | null; deactivatedAt: Date | null }) | undefined;
    },

    async findUserById(siteId: string, id: string) {
      const [u] = await db
        .select(sessionUserColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id), isNull(users.deactivatedAt)))
        .limit(1);
      return u as SessionUserRow | undefined;
    },

    /** A password chosen by its owner also accepts an invitation still open. */
    async setPassword(siteId: string, userId: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, invitedAt: null })
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    },

    async ordersStatus(siteId: string, customerId: string) {
      return ordersStatusQuery.execute({ siteId, customerId });
    },

    async isPurchasablePackage(siteId: string, packageId: string) {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.siteId, siteId), eq(packages.id, packageId), eq(packages.purchasable, true)))
        .limit(1);
      return Boolean(row);
    },

    async setPendingPurchase(siteId: string, userId: string, packageId: string | null) {
      await db
        .update(users)
        .set({ pendingPurchasePackageId: packageId })
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    },

    async createCode(c: typeof authCodes.$inferInsert) {
      await db.insert(authCodes).values(c);
    },

    /**
     * Marks a live code used and returns it; a used, expired or foreign code returns nothing. An auto-login code
     * given to a buyer who took over an unclaimed account (`claim:{payment reference}`, checkout/customers.ts)
     * signs in only once that payment made the account's order, and while it is the account's only one.
     */
    async consumeCode(codeHash: string, kind: 'reset' | 'autologin' | 'invite', siteId: string) {
      // Qualified by hand, like visibleOrderCount: unqualified columns would bind inside the subqueries.
      const paidClaim = sql`"auth_codes"."kind" like 'claim:%'
        and exists (select 1 from "payments" p where p.site_id = "auth_codes"."site_id" and p.kind = 'order'
                      and p.customer_id = "auth_codes"."user_id" and p.provider_reference = substr("auth_codes"."kind", 7)
                      and not exists (select 1 from "orders" o where o.site_id = p.site_id and o.customer_id = p.customer_id
                                        and o.id is distinct from p.order_id))`;
      const [row] = await db
        .update(authCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authCodes.codeHash, codeHash),
            kind === 'autologin' ? or(eq(authCodes.kind, kind), paidClaim) : eq(authCodes.kind, kind),
            eq(authCodes.siteId, siteId),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, new Date()),
          ),
        )
        .returning({ userId: authCodes.userId });
      return row;
    },

    /** Is a reset or invitation code live (unused, unexpired, this site's)? Reads only: the code stays usable. */
    async liveCodeUser(codeHash: string, kind: 'reset' | 'invite', siteId: string) {
      const [row] = await db
        .select({ userId: authCodes.userId })
        .from(authCodes)
        .where(
          and(
            eq(authCodes.codeHash, codeHash),
            eq(authCodes.kind, kind),
            eq(authCodes.siteId, siteId),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /** Every live code of the user stops working (an unclaimed account changes hands). */
    async voidCodes(siteId: string, userId: string) {
      await db
        .update(authCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(authCodes.siteId, siteId), eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
