import type { TNotificationParams } from '@draftdesk/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, ts } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    contant: text('contant').notNull(),
    data: jsonb('data').$type<{ senderImg: string; senderName: string; senderPrefName: string; action: string; params?: TNotificationParams }>().notNull(),
    createdAt: createdAt(),
    clearedAt: ts('cleared_at'),
    /** The e-mail this notification sends (EMAIL_KINDS), null for none; emailedAt once a sender claimed it. */
    emailKind: text('email_kind'),
    emailedAt: ts('emailed_at'),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createdAt),
    index('notifications_mail_due')
      .on(t.createdAt)
      .where(sql`${t.emailKind} is not null and ${t.emailedAt} is null`),
  ],
);
