-- A one-word search's counts (modules/jobs/repo.ts countMatches) read every row of its word in job_posting_terms,
-- one per city: 'nurse' is 120 rows on 116 pages of the table. With `n` in the primary key's index they are read from
-- a few of its pages alone (an index-only scan: 0.12 ms where the table's pages took 0.2-0.7, docs/perf.md).
ALTER TABLE "job_posting_terms" DROP CONSTRAINT "job_posting_terms_term_in_title_city_state_code_state_name_pk";
--> statement-breakpoint
ALTER TABLE "job_posting_terms" ADD CONSTRAINT "job_posting_terms_term_in_title_city_state_code_state_name_pk" PRIMARY KEY ("term", "in_title", "city", "state_code", "state_name") INCLUDE ("n");
