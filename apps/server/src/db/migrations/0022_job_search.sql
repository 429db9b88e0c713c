CREATE TABLE "job_postings" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"occupation" text NOT NULL,
	"company" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"zip" text NOT NULL,
	"description" text NOT NULL,
	"category_label" text NOT NULL,
	"category_tag" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"contract_type" text,
	"contract_time" text,
	"occupation_code" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "job_postings"."title" || ' ' || "job_postings"."occupation"), 'A') || setweight(to_tsvector('english'::regconfig, "job_postings"."company"), 'B') || setweight(to_tsvector('english'::regconfig, "job_postings"."description"), 'C') || setweight(to_tsvector('english'::regconfig, "job_postings"."category_label"), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"keywords" text NOT NULL,
	"location" text NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_searches" (
	"user_id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"keywords" text NOT NULL,
	"location" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_searches" ADD CONSTRAINT "job_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_searches" ADD CONSTRAINT "job_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_search" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_postings_city" ON "job_postings" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "job_postings_zip" ON "job_postings" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "job_search_clicks_site_created" ON "job_search_clicks" USING btree ("site_id","created_at");