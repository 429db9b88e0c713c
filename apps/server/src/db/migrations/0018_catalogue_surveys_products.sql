CREATE TABLE "external_products" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"frequency" text NOT NULL,
	"product_link" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"button_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "external_products_site" ON "external_products" USING btree ("site_id");--> statement-breakpoint
-- The surveys packages already carry become the site's surveys (one per site and id).
INSERT INTO "surveys" ("id", "site_id", "title", "questions")
SELECT DISTINCT ON ("site_id", "survey"->>'_id') "survey"->>'_id', "site_id", coalesce("survey"->>'title', ''),
  CASE WHEN jsonb_typeof("survey"->'questions') = 'array' THEN "survey"->'questions' ELSE '[]'::jsonb END
FROM "packages"
WHERE jsonb_typeof("survey") = 'object' AND coalesce("survey"->>'_id', '') <> ''
ORDER BY "site_id", "survey"->>'_id', "updated_at" DESC
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- External products listed in a site's review customisations move to their own table.
INSERT INTO "external_products" ("id", "site_id", "name", "price", "frequency", "product_link", "product_description", "button_text")
SELECT coalesce(nullif(p->>'_id', ''), md5(s."id" || (p)::text)), s."id", p->>'name', round((p->>'price')::numeric * 100)::integer,
  p->>'frequency', coalesce(p->>'productLink', ''), coalesce(p->>'productDescription', ''), coalesce(nullif(p->>'buttonText', ''), p->>'name')
FROM "sites" s
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(s."settings"->'reviewUiCustomizations'->'yjsgProducts') = 'array'
    THEN s."settings"->'reviewUiCustomizations'->'yjsgProducts' ELSE '[]'::jsonb END) AS p
WHERE jsonb_typeof(p) = 'object' AND coalesce(p->>'name', '') <> ''
  AND p->>'frequency' IN ('Day', 'Week', 'Bi-Weekly', 'Month', '3-Months', 'Year')
  AND jsonb_typeof(p->'price') = 'number'
ON CONFLICT DO NOTHING;
