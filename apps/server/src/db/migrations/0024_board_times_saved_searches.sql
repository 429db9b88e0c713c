CREATE TABLE "job_saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"what" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"seen_job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_cards" ADD COLUMN "entered_column_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "board_cards" ADD COLUMN "deadline_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_saved_searches" ADD CONSTRAINT "job_saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_saved_searches" ADD CONSTRAINT "job_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_saved_searches_owner" ON "job_saved_searches" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_saved_searches_due" ON "job_saved_searches" USING btree ("last_checked_at");