import type { TFileRef, TRevisionFiles } from '@draftdesk/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

// ---- The documents of one service of an order: the customer's previous ones, the writer's revisions and the finals.

/** The customer's previous documents of one service; the files rows carry the order id too. */
export const previousDocuments = pgTable(
  'previous_documents',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    siteId: text('site_id').notNull(),
    /** In upload order: the first is the main document. */
    files: jsonb('files').$type<TFileRef[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId] })],
);

/** A draft the writer uploaded for one service, the admin's approval and the customer's review (spec 02 §3). */
export const revisions = pgTable(
  'revisions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    writerId: text('writer_id'),
    data: jsonb('data').$type<TRevisionFiles>().notNull(),
    rating: integer('rating'),
    review: text('review'),
    reviewFile: jsonb('review_file').$type<TFileRef | null>(),
    reviewedByUser: boolean('reviewed_by_user').notNull().default(false),
    reviewedAt: ts('reviewed_at'),
    /** Approval feature off: pending false, approved true. On: pending until the admin approves or rejects. */
    adminPending: boolean('admin_pending').notNull().default(false),
    adminApproved: boolean('admin_approved').notNull().default(true),
    rejectionReason: text('rejection_reason'),
    rejectionFile: jsonb('rejection_file').$type<TFileRef | null>(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('revisions_order_service').on(t.orderId, t.serviceId, t.createdAt)],
);

/**
 * The final documents of one service (task final_document: PDF, Word, other
 * files, notes) or the final LinkedIn file (task final_linkedin: `file`).
 * A new upload replaces the row.
 */
export const finalDocuments = pgTable(
  'final_documents',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    taskId: text('task_id').$type<'final_document' | 'final_linkedin'>().notNull().default('final_document'),
    siteId: text('site_id').notNull(),
    dataPdf: jsonb('data_pdf').$type<TFileRef | null>(),
    dataWord: jsonb('data_word').$type<TFileRef | null>(),
    otherFiles: jsonb('other_files').$type<TFileRef[]>().notNull().default([]),
    file: jsonb('file').$type<TFileRef | null>(),
    writerNotes: text('writer_notes').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId, t.taskId] })],
);
