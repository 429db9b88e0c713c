import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

/** One white-label client. `settings` holds the public UI settings; `secrets` never leaves the server. */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  /** The currency the site sells in (spec: clientCurrencyType). */
  currency: text('currency').notNull().default('usd'),
  /** Null: the host is known but the UI is not configured yet. */
  settings: jsonb('settings').$type<Record<string, unknown> | null>(),
  secrets: jsonb('secrets').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});
