-- A session's last-seen time (written at most every 5 minutes per instance) is no longer announced: each NOTIFY
-- takes PostgreSQL's global notify lock at commit, and no instance needs to hear of a touch. An instance that
-- cached the session judges idle expiry by its own copy only to keep it; before ending a session as idle it reads
-- the row again (plugins/session.ts). Every other change to a session, and its end, is still announced.
DROP TRIGGER "sessions_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF "id_hash", "user_id", "site_id", "remember", "expires_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
