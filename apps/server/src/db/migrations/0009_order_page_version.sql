-- The customer's order page is cached beside the list at the same version (modules/orders/cache.ts). Besides the
-- orders, the page shows the latest invoice and the names, pictures and e-mails of the order's writer and customer:
-- a change to any of them bumps the version of every customer who sees it.
DROP TRIGGER "users_writer_renamed" ON "users";
--> statement-breakpoint
DROP FUNCTION "bump_writer_customers_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_person_orders_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "orders_version" = "orders_version" + 1
  WHERE "id" = NEW.id OR "id" IN (SELECT o.customer_id FROM "orders" o WHERE o.site_id = NEW.site_id AND o.writer_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_person_changed" AFTER UPDATE OF "first_name", "last_name", "profile_img", "email" ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.profile_img IS DISTINCT FROM NEW.profile_img OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION "bump_person_orders_version"();
--> statement-breakpoint
-- Invoices carry their customer like orders do: the same function bumps their version.
CREATE TRIGGER "invoices_bump_customer_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW
  EXECUTE FUNCTION "bump_customer_orders_version"();
