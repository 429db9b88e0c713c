import type { TSurveyAnswers } from '@draftdesk/contract';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, ts } from './columns.ts';

// ---- Customer order journey: the contract signature and the feedback survey.

/** One signature per order: the image, who signed, from where, and the exact contract HTML signed. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    contractId: text('contract_id').notNull(),
    contractTitle: text('contract_title').notNull(),
    contractHtml: text('contract_html').notNull(),
    /** SHA-256 (hex) of contractHtml. */
    contentSha256: text('content_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signaturePng: bytea('signature_png').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_signatures_order').on(t.orderId)],
);

/** A customer's answers to the order's feedback survey; once per order and survey. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    orderId: text('order_id').notNull(),
    surveyId: text('survey_id').notNull(),
    userId: text('user_id').notNull(),
    answers: jsonb('answers').$type<TSurveyAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_responses_order').on(t.orderId, t.surveyId)],
);
