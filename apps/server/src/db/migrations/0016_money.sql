ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
CREATE INDEX "payments_refund_of" ON "payments" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "payments_site_created" ON "payments" USING btree ("site_id","created_at");--> statement-breakpoint
UPDATE "payments" AS r SET "refund_of" = p."id" FROM "payments" AS p WHERE r."kind" = 'refund' AND r."refund_of" IS NULL AND r."invoice_id" IS NOT NULL AND p."invoice_id" = r."invoice_id" AND p."kind" = 'invoice';
