DROP INDEX "job_postings_zip";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "job_postings"."title" || ' ' || "job_postings"."occupation")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "job_postings_title_search" ON "job_postings" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "job_postings_state_code" ON "job_postings" USING btree (lower("state_code"));--> statement-breakpoint
CREATE INDEX "job_postings_state_name" ON "job_postings" USING btree (lower("state_name"));--> statement-breakpoint
CREATE INDEX "job_postings_posted" ON "job_postings" USING btree ("posted_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "job_postings_zip" ON "job_postings" USING btree ("zip" text_pattern_ops);