CREATE TABLE "job_posting_terms" (
	"term" text NOT NULL,
	"in_title" boolean NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_posting_terms_term_in_title_city_state_code_state_name_pk" PRIMARY KEY("term","in_title","city","state_code","state_name")
);
--> statement-breakpoint
-- job_posting_terms counts the postings having each word of `search` and of `title_search`, per place: the job search
-- counts a one-word search from it (modules/jobs/repo.ts countMatches). These triggers keep it with every statement
-- that writes job_postings, whoever runs it; a test compares it with counts of the postings themselves.
-- A posting's words: each of its search vector's, and each of its title's (in_title).
CREATE FUNCTION "dd_posting_terms"(search tsvector, title_search tsvector) RETURNS TABLE (term text, in_title boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT unnest(tsvector_to_array(search)), false
  UNION ALL
  SELECT unnest(tsvector_to_array(title_search)), true
$$;
--> statement-breakpoint
CREATE FUNCTION "dd_count_posting_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE job_posting_terms s SET n = s.n - gone.n
    FROM (
      SELECT w.term, w.in_title, o.city, o.state_code, o.state_name, count(*)::int AS n
      FROM old_postings o CROSS JOIN LATERAL dd_posting_terms(o.search, o.title_search) w
      GROUP BY 1, 2, 3, 4, 5
    ) gone
    WHERE s.term = gone.term AND s.in_title = gone.in_title AND s.city = gone.city AND s.state_code = gone.state_code AND s.state_name = gone.state_name;
    DELETE FROM job_posting_terms WHERE n <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_posting_terms (term, in_title, city, state_code, state_name, n)
    SELECT w.term, w.in_title, a.city, a.state_code, a.state_name, count(*)::int
    FROM new_postings a CROSS JOIN LATERAL dd_posting_terms(a.search, a.title_search) w
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (term, in_title, city, state_code, state_name) DO UPDATE SET n = job_posting_terms.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "dd_clear_posting_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE job_posting_terms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_postings_terms_insert" AFTER INSERT ON "job_postings" REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "dd_count_posting_terms"();
--> statement-breakpoint
CREATE TRIGGER "job_postings_terms_update" AFTER UPDATE ON "job_postings" REFERENCING OLD TABLE AS old_postings NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "dd_count_posting_terms"();
--> statement-breakpoint
CREATE TRIGGER "job_postings_terms_delete" AFTER DELETE ON "job_postings" REFERENCING OLD TABLE AS old_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "dd_count_posting_terms"();
--> statement-breakpoint
CREATE TRIGGER "job_postings_terms_truncate" AFTER TRUNCATE ON "job_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "dd_clear_posting_terms"();
--> statement-breakpoint
-- The postings already stored.
INSERT INTO job_posting_terms (term, in_title, city, state_code, state_name, n)
SELECT w.term, w.in_title, p.city, p.state_code, p.state_name, count(*)::int
FROM job_postings p CROSS JOIN LATERAL dd_posting_terms(p.search, p.title_search) w
GROUP BY 1, 2, 3, 4, 5;
