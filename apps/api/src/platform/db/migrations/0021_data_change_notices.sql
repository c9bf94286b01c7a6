-- Hand-written (drizzle has no triggers). Server processes keep the answers of the screens' hot reads in memory
-- (platform/http/response-cache.ts, decision 0070); every write to a table in the public schema tells every
-- process to forget them, whoever writes it: the API, a job, or an operator at a psql prompt. Statement-level,
-- and PostgreSQL folds equal notices of one transaction into one. auth_tokens is left out: the session notices
-- (migration 0009) cover what of it can change an answer, and its last-used times change all day.
CREATE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('repute_data', 'changed');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Run after every migration (platform/db/client.ts), so that a table a later migration adds is covered too.
CREATE FUNCTION attach_data_change_notices() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  FOR missing IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'auth_tokens'
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_change_notice')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER data_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', missing.name);
  END LOOP;
END $$;
