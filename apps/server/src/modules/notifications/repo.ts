import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TEmailKind, TNotificationParams } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { notifications, orders, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rawRows } from '../../lib/raw-rows.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification whose e-mail is due, as the mail job reads it. */
export type DueEmail = {
  id: string;
  site_id: string;
  user_id: string;
  order_id: string;
  contant: string;
  email_kind: TEmailKind;
  data: { senderName: string; action: string; params?: TNotificationParams };
};

/** Claims the notification's e-mail: the outbox runs it with the mail's insert, so only one instance queues it. */
export function claimEmail(id: string): SQL {
  return sql`update notifications set emailed_at = now() where id = ${id} and emailed_at is null returning id`;
}

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

    /** Any notification by id, whoever it is for (the bus names it after the row committed). */
    async byId(id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },

    /** The oldest notifications whose e-mail is neither sent nor settled, across sites. */
    dueEmails(limit: number) {
      return rawRows<DueEmail>(
        db,
        sql`select id, site_id, user_id, order_id, contant, email_kind, data from notifications
            where email_kind is not null and emailed_at is null order by created_at limit ${limit}`,
      );
    },

    /** Who a notification's e-mail goes to, and whether they want it. */
    async recipient(siteId: string, userId: string) {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, emailPreferences: users.emailPreferences, language: users.language })
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
      return user;
    },

    /** What a notification's e-mail says about its order. */
    async orderOfEmail(siteId: string, orderId: string) {
      const [order] = await db
        .select({ orderNumber: orders.orderNumber, package: orders.package, dueDate: orders.dueDate })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
      return order;
    },
  };
}
