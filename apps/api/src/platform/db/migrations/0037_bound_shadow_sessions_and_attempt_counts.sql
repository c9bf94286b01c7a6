-- Decision 0113. A shadow session (POST /shadow_user/tokens) remembers the session that made it: it ends with
-- that session (logout, expiry) and with the partner link that let it be made. No foreign key: the two tokens
-- belong to different accounts (a parent's and a child's), and tenant tables are distributed by account_id.
ALTER TABLE "auth_tokens" ADD COLUMN "issued_by_token_id" integer;
--> statement-breakpoint
CREATE INDEX "auth_tokens_issued_by_idx" ON "auth_tokens" ("issued_by_token_id") WHERE "issued_by_token_id" IS NOT NULL;
--> statement-breakpoint
-- Revokes the live sessions given and every live session made from them, however deep (a shadow session of a
-- child that is itself a parent); answers the ids revoked. The one definition of "a session and what it made",
-- used by the API (auth.repo.ts) and by the trigger below.
CREATE FUNCTION revoke_sessions(token_ids integer[]) RETURNS integer[] LANGUAGE sql AS $$
  WITH RECURSIVE ended(id) AS (
    SELECT id FROM auth_tokens WHERE id = ANY(token_ids) AND revoked_at IS NULL
    UNION
    SELECT made.id FROM auth_tokens made JOIN ended ON made.issued_by_token_id = ended.id WHERE made.revoked_at IS NULL
  ), revoked AS (
    UPDATE auth_tokens SET revoked_at = now() WHERE id IN (SELECT id FROM ended) RETURNING id
  )
  SELECT coalesce(array_agg(id), '{}') FROM revoked
$$;
--> statement-breakpoint
-- A child's parent_id is changed (or a parent account stops being one) by an operator, not through the API:
-- the shadow sessions whose partner link is gone end here, whoever wrote the change, and their realtime
-- sockets close through the relay's notice (platform/realtime/publisher.ts, `{"endedSessions": [...]}`,
-- 500 ids a notice as there). Requests would refuse them anyway (auth.repo.ts findSession checks the link).
CREATE FUNCTION end_unlinked_shadow_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended integer[];
  chunk integer;
BEGIN
  ended := revoke_sessions(ARRAY(
    SELECT token.id
    FROM auth_tokens token
    JOIN users shadow ON shadow.id = token.user_id
    JOIN users partner ON partner.id = shadow.shadow_user_id
    JOIN accounts child ON child.id = token.account_id
    JOIN accounts parent ON parent.id = partner.account_id
    WHERE token.revoked_at IS NULL
      AND (child.id = NEW.id OR parent.id = NEW.id)
      AND (child.parent_id IS DISTINCT FROM parent.id OR NOT parent.is_parent)
  ));
  FOR chunk IN 1..coalesce(array_length(ended, 1), 0) BY 500 LOOP
    PERFORM pg_notify('repute_realtime', json_build_object('endedSessions', ended[chunk:chunk + 499])::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_partner_link_change AFTER UPDATE OF parent_id, is_parent ON accounts
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_parent IS DISTINCT FROM NEW.is_parent)
  EXECUTE FUNCTION end_unlinked_shadow_sessions();
--> statement-breakpoint
-- Counts of attempts over a fixed window, shared by every server process (decision 0113): failed logins per
-- (e-mail, address) and per address, reset e-mails per (e-mail, address), per address and per e-mail. Keys are
-- SHA-256 hashes, so that the e-mail addresses strangers typed are not kept in the clear.
CREATE TABLE "attempt_counts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counts_window_ends_at_idx" ON "attempt_counts" ("window_ends_at");
