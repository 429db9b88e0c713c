CREATE TABLE "contract_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"contract_title" text NOT NULL,
	"contract_html" text NOT NULL,
	"content_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_documents" (
	"order_id" text NOT NULL,
	"service_id" text NOT NULL,
	"task_id" text DEFAULT 'final_document' NOT NULL,
	"site_id" text NOT NULL,
	"data_pdf" jsonb,
	"data_word" jsonb,
	"other_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file" jsonb,
	"writer_notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_documents_order_id_service_id_task_id_pk" PRIMARY KEY("order_id","service_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "order_followups" (
	"order_id" text NOT NULL,
	"service_id" text NOT NULL,
	"site_id" text NOT NULL,
	"draft_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_items" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_followups_order_id_service_id_pk" PRIMARY KEY("order_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "previous_documents" (
	"order_id" text NOT NULL,
	"service_id" text NOT NULL,
	"site_id" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previous_documents_order_id_service_id_pk" PRIMARY KEY("order_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"service_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"service_id" text NOT NULL,
	"writer_id" text,
	"data" jsonb NOT NULL,
	"rating" integer,
	"review" text,
	"review_file" jsonb,
	"reviewed_by_user" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"admin_pending" boolean DEFAULT false NOT NULL,
	"admin_approved" boolean DEFAULT true NOT NULL,
	"rejection_reason" text,
	"rejection_file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_order" ON "contract_signatures" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_task" ON "questionnaire_answers" USING btree ("order_id","questionnaire_id","service_id");--> statement-breakpoint
CREATE INDEX "revisions_order_service" ON "revisions" USING btree ("order_id","service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_order" ON "survey_responses" USING btree ("order_id","survey_id");