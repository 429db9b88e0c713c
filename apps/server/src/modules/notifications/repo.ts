import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationsRepo(db: Db) {
  const mine = (siteId: string, userId: string) => and(eq(notifications.siteId, siteId), eq(notifications.userId, userId), isNull(notifications.clearedAt));
  return {
    list(siteId: string, userId: string, limit = 50) {
      return db.select().from(notifications).where(mine(siteId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
    },
    /** Clears only the user's own notifications: ids of others are ignored. */
    async clear(siteId: string, userId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ clearedAt: new Date() })
        .where(and(mine(siteId, userId), inArray(notifications.id, ids)));
    },
    async create(n: Omit<typeof notifications.$inferInsert, 'id'>) {
      const [row] = await db
        .insert(notifications)
        .values({ ...n, id: newId() })
        .returning();
      return row;
    },
  };
}
