-- Hand-written (drizzle has no triggers). Server processes keep the sessions they resolved in memory
-- (platform/auth/session-cache.ts, decision 0036); whatever could end a session or change who its caller is
-- tells every process to forget them, whoever writes it: the API, a job, or an operator at a psql prompt.
-- Statement-level, and PostgreSQL folds equal notices of one transaction into one.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('repute_sessions', 'changed');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_change AFTER UPDATE OF revoked_at, token_hash, user_id, account_id, is_shadowing, is_impersonated, created_at OR DELETE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OF email, user_type_id, active, is_account_owner, shadow_user_id, account_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER accounts_session_change AFTER UPDATE OF status, parent_id, is_parent, time_zone OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER whitelabels_session_change AFTER INSERT OR UPDATE OF account_id OR DELETE ON whitelabels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
