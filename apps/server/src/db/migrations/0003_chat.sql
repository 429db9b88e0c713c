CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"site_id" text NOT NULL,
	"conversation" text NOT NULL,
	"chat_type" text NOT NULL,
	"order_id" text,
	"writer_id" text,
	"sender_id" text NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"data" jsonb,
	"writer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"conversation" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" text NOT NULL,
	"conversation" text NOT NULL,
	"site_id" text NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_delivered_seq" bigint DEFAULT 0 NOT NULL,
	"unread_since" timestamp with time zone,
	"digested_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_user_id_conversation_pk" PRIMARY KEY("user_id","conversation")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("site_id","conversation","seq");--> statement-breakpoint
CREATE INDEX "chat_presence_conversation" ON "chat_presence" USING btree ("conversation","user_id");--> statement-breakpoint
CREATE INDEX "chat_presence_instance" ON "chat_presence" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "chat_reads_digest_due" ON "chat_reads" USING btree ("unread_since") WHERE "chat_reads"."unread_since" is not null;--> statement-breakpoint
CREATE INDEX "notifications_mail_due" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_kind" is not null and "notifications"."emailed_at" is null;