import { z } from 'zod';

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
