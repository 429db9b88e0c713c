import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Results a page of the job search shows. */
export const JOBS_PER_PAGE = 10;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /customer/jobs?what&where&pageNumber&newSearch, or ?pageLoad=true (spec 03 §7). */
export const ZJobSearchQuery = z
  .object({
    what: z.string().trim().max(200).default(''),
    where: z.string().trim().max(120).default(''),
    pageNumber: z.coerce.number().int().min(1).max(1000).default(1),
    newSearch: flag.optional(),
    pageLoad: flag.optional(),
  })
  .strict();
export type TJobSearchQuery = z.infer<typeof ZJobSearchQuery>;

/** One posting, in Adzuna's field names (spec 03 §3 "Job"). */
export const ZJob = z.object({
  id: z.string(),
  title: z.string(),
  location: z.object({ area: z.array(z.string()), display_name: z.string() }),
  company: z.object({ display_name: z.string() }),
  created: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  redirect_url: z.string(),
  description: z.string(),
  companyLogo: z.string().nullable(),
  category: z.object({ label: z.string(), tag: z.string() }).nullable(),
  contract_type: z.string().nullable(),
  contract_time: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/** Which provider answered: the page credits O*NET when the catalogue did. */
export const ZJobsProvider = z.enum(['catalogue', 'adzuna']);
export type TJobsProvider = z.infer<typeof ZJobsProvider>;

export const ZJobSearchResponse = z.object({
  searchCount: z.number().int(),
  jobsResults: z.array(ZJob),
  totalPagesNumber: z.number().int(),
  searchKeywords: z.string(),
  searchLocation: z.string(),
  pageNumber: z.number().int(),
  provider: ZJobsProvider,
  /** The currency of the postings' salaries (ISO 4217, lower case). */
  salaryCurrency: z.string(),
});
export type TJobSearchResponse = z.infer<typeof ZJobSearchResponse>;

/** POST /customer/save-search-click: the customer opened a posting. */
export const ZSaveSearchClickRequest = z
  .object({
    searchKeywords: z.string().max(200),
    searchLocation: z.string().max(120),
    /** The posting opened (the page sends the whole job; these fields are kept). */
    jobDetails: z.object({
      id: z.string().min(1).max(100),
      title: z.string().max(300),
      redirect_url: z.string().url().max(2000),
      company: z.object({ display_name: z.string().max(300) }).optional(),
    }),
  })
  .strict();
export type TSaveSearchClickRequest = z.infer<typeof ZSaveSearchClickRequest>;

// ---- Saved searches (issue 13): a customer keeps up to 10 searches; a daily e-mail names their new postings.

/** How many searches one customer may save on a site. */
export const MAX_SAVED_JOB_SEARCHES = 10;

/** POST /customer/job-searches: What and Where as the search form has them (What or Where may be empty, not both). */
export const ZSaveJobSearchRequest = z
  .object({
    what: z.string().trim().max(200),
    where: z.string().trim().max(120),
  })
  .strict()
  .refine((s) => s.what !== '' || s.where !== '', { message: MESSAGES.savedSearchEmpty, path: ['what'] });
export type TSaveJobSearchRequest = z.infer<typeof ZSaveJobSearchRequest>;

export const ZSavedJobSearchParams = z.object({ id: z.string().trim().min(1).max(64) }).strict();

export const ZSavedJobSearch = z.object({
  _id: z.string(),
  what: z.string(),
  where: z.string(),
  createdAt: z.string(),
  /** When the daily digest last e-mailed new postings for it (ISO), or null. */
  lastSentAt: z.string().nullable(),
});
export type TSavedJobSearch = z.infer<typeof ZSavedJobSearch>;

export const ZSavedJobSearchList = z.object({ status: z.literal(true), data: z.array(ZSavedJobSearch) });
export type TSavedJobSearchList = z.infer<typeof ZSavedJobSearchList>;
