DROP INDEX "job_postings_search";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "place" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "job_postings"."city" || ' ' || "job_postings"."state_code" || ' ' || "job_postings"."state_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "job_postings_search_place" ON "job_postings" USING gin ("search","place");