import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/** A feedback survey an admin writes; packages carry a copy of it (packages.survey), orders the copy they were bought with. */
export const surveys = pgTable(
  'surveys',
  {
    id: text('id').notNull(),
    siteId: text('site_id').notNull(),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // Per site: each demo site has its own 'survey-default'.
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/** Spec 03 §3 External product: sold outside the packages (e.g. a monthly coaching plan); the review page offers the cheapest. */
export const externalProducts = pgTable(
  'external_products',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    /** Integer minor units, in the site's currency. */
    price: integer('price').notNull(),
    frequency: text('frequency').$type<'Day' | 'Week' | 'Bi-Weekly' | 'Month' | '3-Months' | 'Year'>().notNull(),
    productLink: text('product_link').notNull(),
    productDescription: text('product_description').notNull().default(''),
    buttonText: text('button_text').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('external_products_site').on(t.siteId)],
);
