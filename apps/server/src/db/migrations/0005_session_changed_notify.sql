-- Every instance caches live sessions (plugins/session-cache.ts). Whatever changes or ends a session (its
-- last-seen time, logout, rotation, a password change, expiry, a deleted user or site) tells every instance on
-- the bus channel once it commits, so none keeps using what it cached.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('draftdesk_events', json_build_object('i', NULL, 'e', json_build_object('k', 'session-changed', 'idHash', OLD.id_hash))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
