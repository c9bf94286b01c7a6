-- Hand-written (drizzle has no triggers). Server processes keep the answers of the screens' hot reads in memory
-- (platform/http/response-cache.ts, decision 0070); every write to a table in the public schema tells every
-- process to forget them, whoever writes it: the API, a job, or an operator at a psql prompt. Statement-level,
-- and PostgreSQL folds equal notices of one transaction into one. Left out: auth_tokens, whose changes that matter
-- the session notices cover (migration 0009) and whose last-used times change all day, and the realtime
-- adapter's socket_io_attachments, which holds messages in flight (and is swept every 30 s), not data.
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
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname NOT IN ('auth_tokens', 'socket_io_attachments')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_change_notice')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER data_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', missing.name);
  END LOOP;
END $$;
