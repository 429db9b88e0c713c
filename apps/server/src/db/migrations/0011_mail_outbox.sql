CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text,
	"to_address" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"inline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_failed" ON "mail_outbox" USING btree ("site_id","failed_at") WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
-- Notification e-mails the previous sender had given up on (older than a day) stay unsent: they are news no more.
UPDATE "notifications" SET "emailed_at" = now() WHERE "email_kind" IS NOT NULL AND "emailed_at" IS NULL AND "created_at" <= now() - interval '1 day';
