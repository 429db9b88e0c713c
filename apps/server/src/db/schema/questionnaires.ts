import type { TQuestionnaireAnswers, TQuestionnaireItem } from '@draftdesk/contract';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, ts } from './columns.ts';

// ---- Questionnaire answers of an order, the writer's follow-up questions, and the writer's templates for them (spec 02).

/** Submitted answers of a questionnaire module (or the follow-up questions) of one service of an order. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The questionnaire id, or 'additional_questionnaire'. */
    questionnaireId: text('questionnaire_id').notNull(),
    serviceId: text('service_id').notNull(),
    userId: text('user_id').notNull(),
    /** Name and items as they were answered, so later edits of the questionnaire do not change what the answers mean. */
    name: text('name').notNull(),
    items: jsonb('items').$type<TQuestionnaireItem[]>().notNull(),
    answers: jsonb('answers').$type<TQuestionnaireAnswers>().notNull(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_answers_task').on(t.orderId, t.questionnaireId, t.serviceId)],
);

/** The writer's follow-up questions for one service of an order: edited as a draft, then published to the customer. */
export const orderFollowups = pgTable(
  'order_followups',
  {
    orderId: text('order_id').notNull(),
    serviceId: text('service_id').notNull(),
    siteId: text('site_id').notNull(),
    draftItems: jsonb('draft_items').$type<TQuestionnaireItem[]>().notNull().default([]),
    publishedItems: jsonb('published_items').$type<TQuestionnaireItem[] | null>(),
    publishedAt: ts('published_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceId] })],
);

/** A writer's own follow-up question template on a site: edited as a draft, then published for copying into orders. */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    writerId: text('writer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    draftItems: jsonb('draft_items').$type<TQuestionnaireItem[]>().notNull().default([]),
    publishedItems: jsonb('published_items').$type<TQuestionnaireItem[] | null>(),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('questionnaire_templates_writer').on(t.siteId, t.writerId, t.createdAt)],
);
