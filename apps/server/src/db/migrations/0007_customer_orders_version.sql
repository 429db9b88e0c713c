ALTER TABLE "users" ADD COLUMN "orders_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The customer's order list is cached per instance (modules/orders/cache.ts) and served while this number is
-- unchanged: any write to one of the customer's orders bumps it in the writing transaction, and so does renaming a
-- writer of theirs (the list shows the writer's name).
CREATE FUNCTION "bump_customer_orders_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "orders_version" = "orders_version" + 1 WHERE "id" = OLD.customer_id;
  ELSE
    UPDATE "users" SET "orders_version" = "orders_version" + 1 WHERE "id" = NEW.customer_id;
    IF TG_OP = 'UPDATE' AND NEW.customer_id IS DISTINCT FROM OLD.customer_id THEN
      UPDATE "users" SET "orders_version" = "orders_version" + 1 WHERE "id" = OLD.customer_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_bump_customer_version" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "bump_customer_orders_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_writer_customers_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "orders_version" = "orders_version" + 1
  WHERE "id" IN (SELECT DISTINCT o.customer_id FROM "orders" o WHERE o.writer_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_writer_renamed" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "bump_writer_customers_version"();
