import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { sites } from './sites.ts';
import { users } from './auth.ts';

// ---- Job search (spec 03 /jobs): the offline catalogue, each customer's last search and the postings they opened.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The embedded job catalogue: postings generated from O*NET (modules/jobs/catalogue), the same for every site
 * (docs/decisions.md), searched with PostgreSQL full-text search on `search`.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** The O*NET occupation's title ("Registered Nurses"), searched with the posting's own. */
    occupation: text('occupation').notNull(),
    company: text('company').notNull(),
    city: text('city').notNull(),
    /** Two-letter code and full name: "where" matches either. */
    stateCode: text('state_code').notNull(),
    stateName: text('state_name').notNull(),
    zip: text('zip').notNull(),
    description: text('description').notNull(),
    categoryLabel: text('category_label').notNull(),
    categoryTag: text('category_tag').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    contractType: text('contract_type'),
    contractTime: text('contract_time'),
    occupationCode: text('occupation_code').notNull(),
    postedAt: ts('posted_at').notNull(),
    /** Titles first, then company, description and category (ts_rank weights A, B, C, D). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${jobPostings.title} || ' ' || ${jobPostings.occupation}), 'A') || setweight(to_tsvector('english'::regconfig, ${jobPostings.company}), 'B') || setweight(to_tsvector('english'::regconfig, ${jobPostings.description}), 'C') || setweight(to_tsvector('english'::regconfig, ${jobPostings.categoryLabel}), 'D')`,
      ),
    /** The title and occupation alone (the A part of `search`): the search lists these matches first, newest first. */
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${jobPostings.title} || ' ' || ${jobPostings.occupation})`),
    /**
     * The place's words (city, state code and name; no stemming, no stop words), beside `search` in one GIN index: a
     * search with words and a place finds the postings having both in one index scan, where the words alone matched
     * thousands of postings to be intersected with the place's. The exact place test stays in the query.
     */
    place: tsvector('place')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('simple'::regconfig, ${jobPostings.city} || ' ' || ${jobPostings.stateCode} || ' ' || ${jobPostings.stateName})`,
      ),
  },
  (t) => [
    index('job_postings_search_place').using('gin', t.search, t.place),
    index('job_postings_title_search').using('gin', t.titleSearch),
    index('job_postings_city').on(sql`lower(${t.city})`),
    index('job_postings_state_code').on(sql`lower(${t.stateCode})`),
    index('job_postings_state_name').on(sql`lower(${t.stateName})`),
    // text_pattern_ops: a ZIP prefix (`zip like '787%'`) uses it under any collation.
    index('job_postings_zip').on(t.zip.op('text_pattern_ops')),
    // Newest first, read in index order (`order by posted_at desc, id`: nulls first, as the planner wants to see it).
    index('job_postings_posted').on(t.postedAt.desc().nullsFirst(), t.id),
  ],
);

/**
 * How many postings have each word of their search vectors, per place (city and state) and per vector (`search`, or
 * the title's `title_search`): a search of one word counts its postings from here rather than reading every one of
 * them (a broad word is found in 12,000 postings of 100,000). Kept by the database itself, by triggers on
 * job_postings (migration 0031), so that it holds whoever writes the postings.
 */
export const jobPostingTerms = pgTable(
  'job_posting_terms',
  {
    term: text('term').notNull(),
    inTitle: boolean('in_title').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    stateName: text('state_name').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.inTitle, t.city, t.stateCode, t.stateName] })],
);

/** Each customer's last search, which `?pageLoad=true` answers again. */
export const jobSearches = pgTable('job_searches', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  keywords: text('keywords').notNull(),
  location: text('location').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A posting a customer opened from the results (POST /customer/save-search-click). */
export const jobSearchClicks = pgTable(
  'job_search_clicks',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywords: text('keywords').notNull(),
    location: text('location').notNull(),
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_search_clicks_site_created').on(t.siteId, t.createdAt)],
);

/**
 * A customer's saved search (at most 10 per user and site): the daily digest runs it with the site's provider
 * and e-mails the postings it had not sent before (modules/jobs/digest.ts).
 */
export const jobSavedSearches = pgTable(
  'job_saved_searches',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    where: text('location').notNull(),
    createdAt: createdAt(),
    /** When the digest last looked (daily), whether or not it found anything; null until its first run. */
    lastCheckedAt: ts('last_checked_at'),
    /** When the digest last e-mailed new matches. */
    lastSentAt: ts('last_sent_at'),
    /** The postings already e-mailed (newest last, capped): a match is new when it is not here and was posted after createdAt. */
    seenJobIds: jsonb('seen_job_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('job_saved_searches_owner').on(t.siteId, t.userId, t.createdAt), index('job_saved_searches_due').on(t.lastCheckedAt)],
);
