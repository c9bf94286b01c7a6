-- Decision 0179 (issue 33 §2, docs/citus.md): the last two gaps of distribution by account_id.
--
-- users is keyed (id, account_id), as migration 0065 keyed the other tenant tables. Three of its pointers cross
-- accounts and can be no foreign key on Citus (a key cannot reach another account's shard): a shadow user's
-- shadow_user_id (its partner's user, decision 0002), an impersonation session's impersonator_user_id (the staff
-- member's user, decision 0159) and a sign-in link's partner_user_id (decision 0145). They stay as plain columns;
-- what their ON DELETE CASCADE did is done by forget_users_elsewhere() below, when an account is deleted (users are
-- never deleted alone: DELETE /users deactivates). The 31 other foreign keys to users pair account_id.
--
-- Citus refuses a unique index of a distributed table that lacks the distribution column. The 30 such indexes:
-- - those scoped by a parent row, and those of random tokens, hashes and public ids (uniqueness by their 96 to 256
--   random bits, decision 0179 says each), take account_id as their last column: built under "<name>_next" unless
--   built beforehand (CREATE UNIQUE INDEX CONCURRENTLY, same name and columns), then swapped in under the old name;
-- - a user's e-mail must stay one owner's across the install and is read before any account is known: it moves to
--   user_emails, a reference table of owned addresses whose key keeps the name users_email_key (the services tell
--   a taken address by it), kept in step with users by the trigger below;
-- - a white label's custom domain keeps its index: whitelabels becomes a reference table (one small row per
--   white-label account, read by the domain before the account is known).
-- 1. The foreign keys to users (id): the three that cross accounts go for good, the others come back composite.
ALTER TABLE "users" DROP CONSTRAINT "users_shadow_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_impersonator_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sso_login_links" DROP CONSTRAINT "sso_login_links_partner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feature_requests" DROP CONSTRAINT "feature_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_events" DROP CONSTRAINT "notification_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_preferences" DROP CONSTRAINT "user_preferences_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_changed_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_responses" DROP CONSTRAINT "review_responses_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_responses" DROP CONSTRAINT "review_responses_suggested_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_responses" DROP CONSTRAINT "review_responses_approved_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_tokens" DROP CONSTRAINT "oauth_tokens_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "global_token_integrations" DROP CONSTRAINT "global_token_integrations_requested_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_states" DROP CONSTRAINT "oauth_states_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "export_files" DROP CONSTRAINT "export_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_exports" DROP CONSTRAINT "scheduled_exports_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reanalysis_runs" DROP CONSTRAINT "reanalysis_runs_requested_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_reads" DROP CONSTRAINT "review_reads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scorecard_standards" DROP CONSTRAINT "scorecard_standards_updated_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scorecard_requests" DROP CONSTRAINT "scorecard_requests_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "insight_dismissals" DROP CONSTRAINT "insight_dismissals_dismissed_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" DROP CONSTRAINT "auto_reply_rule_versions_changed_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reply_suggestions" DROP CONSTRAINT "reply_suggestions_suggested_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reply_suggestions" DROP CONSTRAINT "reply_suggestions_decided_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_disputes" DROP CONSTRAINT "review_disputes_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" DROP CONSTRAINT "webhook_subscriptions_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_clients" DROP CONSTRAINT "oauth_clients_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "oauth_grants" DROP CONSTRAINT "oauth_grants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "google_post_contents" DROP CONSTRAINT "google_post_contents_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "bulk_actions" DROP CONSTRAINT "bulk_actions_user_id_fkey";
--> statement-breakpoint
-- 2. The key (id, account_id), built first unless it was built beforehand (decision 0174).
CREATE UNIQUE INDEX IF NOT EXISTS "users_id_account_id_pk" ON "users" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey", ADD CONSTRAINT "users_id_account_id_pk" PRIMARY KEY USING INDEX "users_id_account_id_pk";
--> statement-breakpoint
-- 3. The foreign keys back, pairing account_id; SET NULL names its column so that account_id is never nulled.
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "changed_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("changed_by_user_id");
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_suggested_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "suggested_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("suggested_by_user_id");
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_approved_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "approved_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("approved_by_user_id");
--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "global_token_integrations" ADD CONSTRAINT "global_token_integrations_requested_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "requested_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("requested_by_user_id");
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "scheduled_exports" ADD CONSTRAINT "scheduled_exports_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "reanalysis_runs" ADD CONSTRAINT "reanalysis_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "requested_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("requested_by_user_id");
--> statement-breakpoint
ALTER TABLE "review_reads" ADD CONSTRAINT "review_reads_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "scorecard_standards" ADD CONSTRAINT "scorecard_standards_updated_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "updated_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("updated_by_user_id");
--> statement-breakpoint
ALTER TABLE "scorecard_requests" ADD CONSTRAINT "scorecard_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "insight_dismissals" ADD CONSTRAINT "insight_dismissals_dismissed_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "dismissed_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("dismissed_by_user_id");
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" ADD CONSTRAINT "auto_reply_rule_versions_changed_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "changed_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("changed_by_user_id");
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_suggested_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "suggested_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("suggested_by_user_id");
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "decided_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("decided_by_user_id");
--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_created_by_user_id_users_id_fk" FOREIGN KEY ("account_id", "created_by_user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("created_by_user_id");
--> statement-breakpoint
ALTER TABLE "oauth_grants" ADD CONSTRAINT "oauth_grants_user_id_users_id_fk" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "google_post_contents" ADD CONSTRAINT "google_post_contents_user_id_fkey" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_user_id_fkey" FOREIGN KEY ("account_id", "user_id") REFERENCES "users" ("account_id", "id") ON DELETE SET NULL ("user_id");
--> statement-breakpoint
-- 4. What the three dropped keys cascaded. A deleted account's users take with them, in every other account: the
--    shadow users standing in for them (and, through those, the shadow users of shadow users in grandchildren),
--    with their sessions and everything else of theirs; the impersonation sessions they opened as staff; the
--    sign-in links they made as partners. accounts is a reference table (docs/citus.md), so on Citus this trigger
--    runs on the coordinator, which reaches every shard.
CREATE FUNCTION forget_users_elsewhere(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone integer[];
BEGIN
  WITH RECURSIVE standing_in(id) AS (
    SELECT unnest(user_ids)
    UNION
    SELECT shadow.id FROM users shadow JOIN standing_in ON shadow.shadow_user_id = standing_in.id
  )
  SELECT array_agg(id) INTO gone FROM standing_in;
  IF gone IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM auth_tokens WHERE impersonator_user_id = ANY (gone);
  DELETE FROM sso_login_links WHERE partner_user_id = ANY (gone);
  DELETE FROM users WHERE id = ANY (gone) AND shadow_user_id IS NOT NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_account_users_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM forget_users_elsewhere(ARRAY(SELECT id FROM users WHERE account_id = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_forget_users_elsewhere BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION forget_account_users_elsewhere();
--> statement-breakpoint
-- The clean-up finds them by these pointers (a partner's many shadow users, a staff member's sessions).
CREATE INDEX "users_shadow_user_idx" ON "users" USING btree ("shadow_user_id") WHERE "shadow_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "auth_tokens_impersonator_idx" ON "auth_tokens" USING btree ("impersonator_user_id") WHERE "impersonator_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "sso_login_links_partner_user_idx" ON "sso_login_links" USING btree ("partner_user_id");
--> statement-breakpoint
-- 5. Owned addresses, one owner each across the install (decision 0071: shadow users and invitations held for
--    another account's address share an address without owning it). A reference table: read before any account is
--    known, written when a user is created or changes address.
DROP INDEX "users_email_key";
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"email" text NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"user_id" integer NOT NULL,
	CONSTRAINT "users_email_key" PRIMARY KEY ("email")
);
--> statement-breakpoint
INSERT INTO "user_emails" ("email", "account_id", "user_id")
SELECT lower("email"), "account_id", "id" FROM "users" WHERE "shadow_user_id" IS NULL AND NOT "address_held_elsewhere";
--> statement-breakpoint
-- Login and the address checks still find the owner in users by its address.
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email")) WHERE "shadow_user_id" IS NULL AND NOT "address_held_elsewhere";
--> statement-breakpoint
-- In the statement that writes the user, so a taken address fails that statement on users_email_key as the unique
-- index did. On Citus a trigger of a distributed table cannot write a reference table: the repos that write a user's
-- address write this row instead (docs/citus.md lists them).
CREATE FUNCTION keep_user_emails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.shadow_user_id IS NULL AND NOT OLD.address_held_elsewhere THEN
      DELETE FROM user_emails WHERE email = lower(OLD.email) AND user_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.shadow_user_id IS NULL AND NOT NEW.address_held_elsewhere THEN
      INSERT INTO user_emails (email, account_id, user_id) VALUES (lower(NEW.email), NEW.account_id, NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_email_owner AFTER INSERT OR DELETE OR UPDATE OF email, shadow_user_id, address_held_elsewhere, account_id ON users
  FOR EACH ROW EXECUTE FUNCTION keep_user_emails();
--> statement-breakpoint
-- 6. The unique indexes of tenant tables take account_id as their last column.
CREATE UNIQUE INDEX IF NOT EXISTS "alert_events_key_next" ON "alert_events" USING btree ("alert_id", "event_key", "account_id");
--> statement-breakpoint
DROP INDEX "alert_events_key";
--> statement-breakpoint
ALTER INDEX "alert_events_key_next" RENAME TO "alert_events_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_reply_rule_versions_rule_version_key_next" ON "auto_reply_rule_versions" USING btree ("rule_id", "version", "account_id");
--> statement-breakpoint
DROP INDEX "auto_reply_rule_versions_rule_version_key";
--> statement-breakpoint
ALTER INDEX "auto_reply_rule_versions_rule_version_key_next" RENAME TO "auto_reply_rule_versions_rule_version_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_reply_runs_review_key_next" ON "auto_reply_runs" USING btree ("review_id", "account_id");
--> statement-breakpoint
DROP INDEX "auto_reply_runs_review_key";
--> statement-breakpoint
ALTER INDEX "auto_reply_runs_review_key_next" RENAME TO "auto_reply_runs_review_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "competitors_location_place_idx_next" ON "competitors" USING btree ("location_id", "google_place_id", "account_id") WHERE (google_place_id IS NOT NULL);
--> statement-breakpoint
DROP INDEX "competitors_location_place_idx";
--> statement-breakpoint
ALTER INDEX "competitors_location_place_idx_next" RENAME TO "competitors_location_place_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_directories_location_directory_key_next" ON "listing_directories" USING btree ("location_id", "directory_code", "account_id");
--> statement-breakpoint
DROP INDEX "listing_directories_location_directory_key";
--> statement-breakpoint
ALTER INDEX "listing_directories_location_directory_key_next" RENAME TO "listing_directories_location_directory_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "special_hours_location_date_key_next" ON "special_hours" USING btree ("location_id", "start_date", "account_id");
--> statement-breakpoint
DROP INDEX "special_hours_location_date_key";
--> statement-breakpoint
ALTER INDEX "special_hours_location_date_key_next" RENAME TO "special_hours_location_date_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_urls_location_source_key_next" ON "location_urls" USING btree ("location_id", "source_id", "account_id");
--> statement-breakpoint
DROP INDEX "location_urls_location_source_key";
--> statement-breakpoint
ALTER INDEX "location_urls_location_source_key_next" RENAME TO "location_urls_location_source_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_source_overrides_key_next" ON "location_source_overrides" USING btree ("location_id", "source_id", "account_id");
--> statement-breakpoint
DROP INDEX "location_source_overrides_key";
--> statement-breakpoint
ALTER INDEX "location_source_overrides_key_next" RENAME TO "location_source_overrides_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_deliveries_subscription_event_key_next" ON "webhook_deliveries" USING btree ("subscription_id", "event_id", "account_id");
--> statement-breakpoint
DROP INDEX "webhook_deliveries_subscription_event_key";
--> statement-breakpoint
ALTER INDEX "webhook_deliveries_subscription_event_key_next" RENAME TO "webhook_deliveries_subscription_event_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reviews_source_key_next" ON "reviews" USING btree ("location_id", "source_id", "external_id", "account_id");
--> statement-breakpoint
DROP INDEX "reviews_source_key";
--> statement-breakpoint
ALTER INDEX "reviews_source_key_next" RENAME TO "reviews_source_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_responses_review_key_next" ON "review_responses" USING btree ("review_id", "account_id");
--> statement-breakpoint
DROP INDEX "review_responses_review_key";
--> statement-breakpoint
ALTER INDEX "review_responses_review_key_next" RENAME TO "review_responses_review_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_tags_review_tag_key_next" ON "review_tags" USING btree ("review_id", "tag_id", "account_id");
--> statement-breakpoint
DROP INDEX "review_tags_review_tag_key";
--> statement-breakpoint
ALTER INDEX "review_tags_review_tag_key_next" RENAME TO "review_tags_review_tag_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "image_uploads_storage_key_next" ON "image_uploads" USING btree ("storage_key", "account_id");
--> statement-breakpoint
DROP INDEX "image_uploads_storage_key";
--> statement-breakpoint
ALTER INDEX "image_uploads_storage_key_next" RENAME TO "image_uploads_storage_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "image_uploads_processed_key_next" ON "image_uploads" USING btree ("processed_key", "account_id");
--> statement-breakpoint
DROP INDEX "image_uploads_processed_key";
--> statement-breakpoint
ALTER INDEX "image_uploads_processed_key_next" RENAME TO "image_uploads_processed_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auth_tokens_hash_key_next" ON "auth_tokens" USING btree ("token_hash", "account_id");
--> statement-breakpoint
DROP INDEX "auth_tokens_hash_key";
--> statement-breakpoint
ALTER INDEX "auth_tokens_hash_key_next" RENAME TO "auth_tokens_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "password_resets_hash_key_next" ON "password_resets" USING btree ("token_hash", "account_id");
--> statement-breakpoint
DROP INDEX "password_resets_hash_key";
--> statement-breakpoint
ALTER INDEX "password_resets_hash_key_next" RENAME TO "password_resets_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "users_pending_email_token_key_next" ON "users" USING btree ("pending_email_token_hash", "account_id");
--> statement-breakpoint
DROP INDEX "users_pending_email_token_key";
--> statement-breakpoint
ALTER INDEX "users_pending_email_token_key_next" RENAME TO "users_pending_email_token_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sso_login_links_token_id_hash_key_next" ON "sso_login_links" USING btree ("token_id_hash", "account_id");
--> statement-breakpoint
DROP INDEX "sso_login_links_token_id_hash_key";
--> statement-breakpoint
ALTER INDEX "sso_login_links_token_id_hash_key_next" RENAME TO "sso_login_links_token_id_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "api_tokens_token_hash_key_next" ON "api_tokens" USING btree ("token_hash", "account_id");
--> statement-breakpoint
DROP INDEX "api_tokens_token_hash_key";
--> statement-breakpoint
ALTER INDEX "api_tokens_token_hash_key_next" RENAME TO "api_tokens_token_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "oauth_clients_client_id_key_next" ON "oauth_clients" USING btree ("client_id", "account_id");
--> statement-breakpoint
DROP INDEX "oauth_clients_client_id_key";
--> statement-breakpoint
ALTER INDEX "oauth_clients_client_id_key_next" RENAME TO "oauth_clients_client_id_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "oauth_grants_code_hash_key_next" ON "oauth_grants" USING btree ("code_hash", "account_id");
--> statement-breakpoint
DROP INDEX "oauth_grants_code_hash_key";
--> statement-breakpoint
ALTER INDEX "oauth_grants_code_hash_key_next" RENAME TO "oauth_grants_code_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "oauth_grant_tokens_token_hash_key_next" ON "oauth_grant_tokens" USING btree ("token_hash", "account_id");
--> statement-breakpoint
DROP INDEX "oauth_grant_tokens_token_hash_key";
--> statement-breakpoint
ALTER INDEX "oauth_grant_tokens_token_hash_key_next" RENAME TO "oauth_grant_tokens_token_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_recipients_token_key_next" ON "campaign_recipients" USING btree ("token", "account_id");
--> statement-breakpoint
DROP INDEX "campaign_recipients_token_key";
--> statement-breakpoint
ALTER INDEX "campaign_recipients_token_key_next" RENAME TO "campaign_recipients_token_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "microsurveys_token_key_next" ON "microsurveys" USING btree ("token", "account_id");
--> statement-breakpoint
DROP INDEX "microsurveys_token_key";
--> statement-breakpoint
ALTER INDEX "microsurveys_token_key_next" RENAME TO "microsurveys_token_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_landing_pages_token_key_next" ON "location_landing_pages" USING btree ("token", "account_id");
--> statement-breakpoint
DROP INDEX "location_landing_pages_token_key";
--> statement-breakpoint
ALTER INDEX "location_landing_pages_token_key_next" RENAME TO "location_landing_pages_token_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "widgets_public_key_next" ON "widgets" USING btree ("public_key", "account_id");
--> statement-breakpoint
DROP INDEX "widgets_public_key";
--> statement-breakpoint
ALTER INDEX "widgets_public_key_next" RENAME TO "widgets_public_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorecard_requests_public_id_idx_next" ON "scorecard_requests" USING btree ("public_id", "account_id");
--> statement-breakpoint
DROP INDEX "scorecard_requests_public_id_idx";
--> statement-breakpoint
ALTER INDEX "scorecard_requests_public_id_idx_next" RENAME TO "scorecard_requests_public_id_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "account_billing_customer_idx_next" ON "account_billing" USING btree ("customer_id", "account_id");
--> statement-breakpoint
DROP INDEX "account_billing_customer_idx";
--> statement-breakpoint
ALTER INDEX "account_billing_customer_idx_next" RENAME TO "account_billing_customer_idx";
