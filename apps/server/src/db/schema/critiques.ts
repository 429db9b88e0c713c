import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TCritiqueReport, TCritiqueTab } from '@draftdesk/contract';
import { createdAt, ts } from './columns.ts';

// ---- The free resume review (spec 03 "critique"): a visitor's upload, the engine's report, and its funnel.

/**
 * One review of one uploaded resume. Written first with `processedAt` null; a job (modules/critiques/jobs.ts)
 * claims it, has the engine read the file in the worker pool and writes the report.
 */
export const critiques = pgTable(
  'critiques',
  {
    /** Random, at least 20 characters: the review's address is its only key. */
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    uniqueCustomerId: text('unique_customer_id').notNull().default(''),
    /** The language the visitor used, for the e-mail with the link. */
    language: text('language').notNull().default('en'),
    /** ISO 3166 country for phone numbers written without a country code (from the site when it was written). */
    country: text('country').notNull().default('US'),
    /** The resume as uploaded (files table and storage), readable by the site's staff. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind').$type<'pdf' | 'docx'>().notNull(),
    report: jsonb('report').$type<TCritiqueReport>(),
    processedAt: ts('processed_at'),
    /** Claims of the job so far; a document that keeps killing its worker is given up after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** A claim holds the review until then; after it, another instance may take it (a crash mid-review). */
    leaseUntil: ts('lease_until'),
    progress: jsonb('progress').$type<TCritiqueTab[]>().notNull().default([]),
    stars: integer('stars'),
    feedback: text('feedback').notNull().default(''),
    writtenByWriter: boolean('written_by_writer').notNull().default(false),
    /** The staff member who asked for it from the admin area; null for a visitor's own upload. */
    createdBy: text('created_by'),
    /** An improved version uploaded from a review: the first review of its line (null for a first upload). */
    versionOf: text('version_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('critiques_site_created').on(t.siteId, t.createdAt),
    index('critiques_site_email').on(t.siteId, t.email),
    index('critiques_version_of').on(t.versionOf),
    index('critiques_unprocessed')
      .on(t.createdAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** Each load of a review page (spec 03 §7: `critiqueViewsId`), and whether that view booked a consultation. */
export const critiqueViews = pgTable(
  'critique_views',
  {
    id: text('id').primaryKey(),
    critiqueId: text('critique_id')
      .notNull()
      .references(() => critiques.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    scheduleClickedAt: ts('schedule_clicked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('critique_views_critique').on(t.critiqueId)],
);
