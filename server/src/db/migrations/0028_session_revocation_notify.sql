-- Several Lactea processes on one PostgreSQL (decision 0038): every process caches valid sessions
-- for a few seconds and LISTENs on 'lactea_sessions'; these triggers announce, at the commit of
-- whatever transaction made the change, a revoked token ('t:<hash>') and any change to a user
-- ('u:<id>': disabled, new credentials, another category or name). Revocations are rare, so the
-- commit-time NOTIFY lock costs nothing measurable. PGlite sends them too; nobody listens there.
CREATE FUNCTION lactea_notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lactea_sessions', 't:' || NEW.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION lactea_notify_token_revoked();
--> statement-breakpoint
CREATE FUNCTION lactea_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lactea_sessions', 'u:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION lactea_notify_user_changed();
