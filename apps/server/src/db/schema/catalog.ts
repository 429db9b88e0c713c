import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

// ---- What a site sells: packages, their contracts and questionnaires.

export type TPackageService = { _id: string; serviceName: string; serviceModules: { id: string; title: string }[] };

export const contracts = pgTable('contracts', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  createdAt: createdAt(),
  /** Edits send it back: a stale save is refused (optimistic concurrency). */
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const questionnaires = pgTable('questionnaires', {
  id: text('id').primaryKey(),
  siteId: text('site_id').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  createdAt: createdAt(),
  /** Edits send it back: a stale save is refused (optimistic concurrency). */
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    /** Integer minor units (cents). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('usd'),
    descriptionHtml: text('description_html').notNull().default(''),
    description: text('description').notNull().default(''),
    services: jsonb('services').$type<TPackageService[]>().notNull().default([]),
    downloadables: jsonb('downloadables').$type<{ title: string; data: { key: string } }[]>().notNull().default([]),
    contractId: text('contract_id'),
    survey: jsonb('survey').$type<Record<string, unknown> | null>(),
    purchasable: boolean('purchasable').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('packages_site').on(t.siteId)],
);
