import type { TResumeData } from '@draftdesk/contract';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { sites } from './sites.ts';
import { users } from './auth.ts';

// ---- The resume builder (spec 03 "Resume builder screen", issue 14): signed-in customers' resumes, autosaved.

/** `data` is the builder's whole resume, validated with the contract's ZResumeData before every write. */
export const resumes = pgTable(
  'resumes',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    data: jsonb('data').$type<TResumeData>().notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The list: one customer's resumes, last edited first.
  (t) => [index('resumes_site_user_updated').on(t.siteId, t.userId, t.updatedAt)],
);
