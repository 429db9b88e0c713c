import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** What an admin (or the operator's command line) changed: the kinds of object the audit log speaks of. */
export type AuditTarget = (typeof auditLog.$inferInsert)['targetType'];

export interface AuditEntry {
  siteId: string;
  /** Null: the operator's command line. */
  actorId: string | null;
  targetType: AuditTarget;
  targetId: string;
  action: string;
  data?: Record<string, unknown>;
}

/** The append-only log of admin writes (who, what, when), read back as one object's history. Scoped by site. */
export function auditRepo(db: Db) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditLog).values({ id: newId(), ...entry, data: entry.data ?? {} });
    },

    /** What admins did to one object, newest first, with the actor's name (empty: the operator's command line). */
    async history(siteId: string, targetType: AuditTarget, targetId: string) {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          data: auditLog.data,
          createdAt: auditLog.createdAt,
          actorName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.siteId, siteId), eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(200);
    },
  };
}
