CREATE TABLE "checkout_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"package_id" text NOT NULL,
	"critique_id" text,
	"critique_view_id" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"package_id" text,
	"order_id" text,
	"invoice_id" text,
	"coupon_id" text,
	"coupon_code" text,
	"amount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"customer_id" text,
	"order_id" text,
	"invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider_reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"client_secret_hash" text NOT NULL,
	"last_error" text,
	"methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkout_clicks_site" ON "checkout_clicks" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_site_code" ON "coupons" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_reference" ON "payment_intents" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_intents_site" ON "payment_intents" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_site_customer" ON "payments" USING btree ("site_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");