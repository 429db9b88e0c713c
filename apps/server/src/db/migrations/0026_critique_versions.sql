ALTER TABLE "critiques" ADD COLUMN "version_of" text;--> statement-breakpoint
CREATE INDEX "critiques_version_of" ON "critiques" USING btree ("version_of");