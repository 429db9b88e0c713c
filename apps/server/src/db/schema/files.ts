import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id'),
    /** The order the file belongs to, once attached; its participants may read it. */
    orderId: text('order_id'),
    /** Public files (site logo, avatars) may be read by anyone on the site. */
    isPublic: boolean('is_public').notNull().default(false),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimetype: text('mimetype').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_order').on(t.orderId)],
);
