import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USERS_PAGE_SIZE, ERASED_EMAIL, type TAccountStatus, type TAdminUsersQuery, type TRole, type TStaffRole } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { NO_PASSWORD } from '../../lib/password.ts';

// Qualified by hand: drizzle leaves columns unqualified in single-table selects, which a subquery would rebind.
// An erased customer's e-mail is the contract's erasedEmail(id): no other account's can be.
const status = sql<TAccountStatus>`case when "users"."email" = ${ERASED_EMAIL.prefix}::text || "users"."id" || ${ERASED_EMAIL.suffix}::text then 'erased'
  when "users"."deactivated_at" is not null then 'deactivated'
  when "users"."invited_at" is not null then 'invited' else 'active' end`;
const lastSeenAt = sql<string | null>`(select max(s.last_seen_at) from "sessions" s where s.user_id = "users"."id")`;
const orderCount = sql<number>`(select count(*)::int from "orders" o where o.site_id = "users"."site_id"
  and (o.customer_id = "users"."id" or o.writer_id = "users"."id"))`;

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  language: users.language,
  status,
  createdAt: users.createdAt,
  lastSeenAt,
  orderCount,
};

export interface AccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TRole;
  language: string | null;
  status: TAccountStatus;
  createdAt: Date;
  lastSeenAt: string | Date | null;
  orderCount: number;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The site's accounts as admins manage them, and the audit log of what admins did. Every query is scoped by site. */
export function usersRepo(db: Db) {
  return {
    async list(siteId: string, q: TAdminUsersQuery): Promise<{ rows: AccountRow[]; total: number }> {
      const conditions: SQL[] = [eq(users.siteId, siteId)];
      if (q.role) conditions.push(eq(users.role, q.role));
      if (q.q) {
        const pattern = likePattern(q.q);
        conditions.push(
          or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(accountColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset((q.page - 1) * ADMIN_USERS_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows: rows, total };
    },

    async find(siteId: string, id: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    /** A new member without a password (it matches nothing) until they accept; undefined when the e-mail is taken. */
    async createInvited(siteId: string, person: { email: string; firstName: string; lastName: string; role: TStaffRole }): Promise<string | undefined> {
      const id = newId();
      const inserted = await db
        .insert(users)
        .values({ id, siteId, ...person, passwordHash: NO_PASSWORD, invitedAt: new Date() })
        .onConflictDoNothing({ target: [users.siteId, users.email] })
        .returning({ id: users.id });
      return inserted[0]?.id;
    },

    /** Deactivates or reactivates; false when the account is not this site's. */
    /** The site's admins who can act (not deactivated), e.g. to be told of an order no writer fits. */
    async activeAdminIds(siteId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.role, 'admin'), isNull(users.deactivatedAt)))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    async setActive(siteId: string, id: string, active: boolean): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ deactivatedAt: active ? null : new Date() })
        .where(and(eq(users.siteId, siteId), eq(users.id, id)))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
