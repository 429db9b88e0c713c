CREATE TABLE "critique_views" (
	"id" text PRIMARY KEY NOT NULL,
	"critique_id" text NOT NULL,
	"site_id" text NOT NULL,
	"schedule_clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "critiques" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"unique_customer_id" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"report" jsonb,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stars" integer,
	"feedback" text DEFAULT '' NOT NULL,
	"written_by_writer" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "critique_views" ADD CONSTRAINT "critique_views_critique_id_critiques_id_fk" FOREIGN KEY ("critique_id") REFERENCES "public"."critiques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "critique_views_critique" ON "critique_views" USING btree ("critique_id");--> statement-breakpoint
CREATE INDEX "critiques_site_created" ON "critiques" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "critiques_site_email" ON "critiques" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "critiques_unprocessed" ON "critiques" USING btree ("created_at") WHERE "critiques"."processed_at" is null;