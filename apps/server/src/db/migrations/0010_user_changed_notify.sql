-- Every instance caches its signed-in users' rows (plugins/session-cache.ts) and its customers' order lists and
-- pages (modules/orders/cache.ts) until it hears of a change. Whatever changes a user's row tells every instance on
-- the bus channel once it commits; a change to a customer's orders, invoices, or the people their pages show bumps
-- the customer's orders version (migrations 0007 and 0009), which is such a change.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('draftdesk_events', json_build_object('i', NULL, 'e', json_build_object('k', 'user-changed', 'id', OLD.id))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
