ALTER TABLE "orders" ADD COLUMN "package_name" text GENERATED ALWAYS AS (package->>'packageName') STORED;--> statement-breakpoint
CREATE INDEX "orders_site_writer_open" ON "orders" USING btree ("site_id","writer_id") WHERE status_percentage < 100;--> statement-breakpoint
CREATE INDEX "orders_site_created" ON "orders" USING btree ("site_id","created_at","id");