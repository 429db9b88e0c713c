CREATE TABLE "refund_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
