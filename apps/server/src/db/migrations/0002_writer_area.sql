CREATE TABLE "questionnaire_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_items" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_templates_writer" ON "questionnaire_templates" USING btree ("site_id","writer_id","created_at");