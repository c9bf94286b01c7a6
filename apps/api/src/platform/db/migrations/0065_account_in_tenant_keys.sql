-- Decision 0174 (issue 33 §2, docs/citus.md): the tenant tables created before the Citus check get keys that
-- carry account_id, the distribution column that Citus needs in every primary key and in every foreign key between
-- distributed tables. Generated from the catalog, in four steps:
-- 1. the foreign keys between tenant tables that did not pair account_id are dropped;
-- 2. each primary key gains account_id as its last column, as migration 0061 did: (id, account_id), or
--    (review_id, account_id) for a table keyed by its parent's id. The identity default on id stays, so id alone is
--    still unique in practice, and the key's index still leads with id: the joins and lookups by id alone (jobs,
--    public pages, `join … on x.id = y.x_id`) keep their index. PostgreSQL matches a foreign key to a unique
--    index by its set of columns, so the foreign keys below point to (account_id, id) whatever the order.
--    The key's index is built first under the key's name unless it exists: on a large install the operator builds
--    it beforehand with CREATE UNIQUE INDEX CONCURRENTLY (same name and columns; decision 0174 lists them), and
--    the swap below only takes it over instead of locking the table while it is built;
-- 3. the foreign keys come back as (account_id, x_id) REFERENCES x (account_id, id) with the same actions; the two
--    that set null name their column (ON DELETE SET NULL (x_id)) so that account_id is never nulled;
-- 4. a child that had no index leading with its pointer gets one on (account_id, x_id), which the cascades and
--    checks of its foreign key use.
-- `users` keeps its key: a shadow user (decision 0002) points to its partner's user in another account, and the
-- pointers to users (authors, owners, the staff's impersonation) stay on users (id) until it moves.
ALTER TABLE "alert_events" DROP CONSTRAINT "alert_events_alert_id_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" DROP CONSTRAINT "auto_reply_rule_versions_rule_id_auto_reply_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" DROP CONSTRAINT "auto_reply_runs_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" DROP CONSTRAINT "auto_reply_runs_rule_id_auto_reply_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" DROP CONSTRAINT "bulk_action_locations_bulk_action_id_fkey";
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" DROP CONSTRAINT "bulk_action_locations_location_id_fkey";
--> statement-breakpoint
ALTER TABLE "bulk_actions" DROP CONSTRAINT "bulk_actions_google_post_content_id_fkey";
--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "competitor_daily" DROP CONSTRAINT "competitor_daily_competitor_id_competitors_id_fk";
--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_brand_id_competitor_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "group_locations" DROP CONSTRAINT "group_locations_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_locations" DROP CONSTRAINT "group_locations_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_changes" DROP CONSTRAINT "listing_changes_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_directories" DROP CONSTRAINT "listing_directories_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_sync_days" DROP CONSTRAINT "listing_sync_days_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "local_search_points" DROP CONSTRAINT "local_search_points_scan_id_local_search_scans_id_fk";
--> statement-breakpoint
ALTER TABLE "local_search_scans" DROP CONSTRAINT "local_search_scans_search_id_local_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "local_searches" DROP CONSTRAINT "local_searches_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "location_custom_targets" DROP CONSTRAINT "location_custom_targets_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "location_landing_pages" DROP CONSTRAINT "location_landing_pages_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "location_source_overrides" DROP CONSTRAINT "location_source_overrides_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "location_urls" DROP CONSTRAINT "location_urls_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "microsurvey_responses" DROP CONSTRAINT "microsurvey_responses_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "microsurvey_responses" DROP CONSTRAINT "microsurvey_responses_microsurvey_id_microsurveys_id_fk";
--> statement-breakpoint
ALTER TABLE "microsurveys" DROP CONSTRAINT "microsurveys_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "owner_photos" DROP CONSTRAINT "owner_photos_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "recipient_uploads" DROP CONSTRAINT "recipient_uploads_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "reply_suggestions" DROP CONSTRAINT "reply_suggestions_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "reply_suggestions" DROP CONSTRAINT "reply_suggestions_rule_id_auto_reply_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "review_analyses" DROP CONSTRAINT "review_analyses_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_analysis_pending" DROP CONSTRAINT "review_analysis_pending_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_categories" DROP CONSTRAINT "review_categories_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_disputes" DROP CONSTRAINT "review_disputes_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_keywords" DROP CONSTRAINT "review_keywords_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_reads" DROP CONSTRAINT "review_reads_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_responses" DROP CONSTRAINT "review_responses_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_sync_states" DROP CONSTRAINT "review_sync_states_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "review_tags" DROP CONSTRAINT "review_tags_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_tags" DROP CONSTRAINT "review_tags_tag_id_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_export_outside_recipients" DROP CONSTRAINT "scheduled_export_outside_recipients_scheduled_export_id_schedul";
--> statement-breakpoint
ALTER TABLE "special_hours" DROP CONSTRAINT "special_hours_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "alert_events_id_account_id_pk" ON "alert_events" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "alert_events" DROP CONSTRAINT "alert_events_pkey", ADD CONSTRAINT "alert_events_id_account_id_pk" PRIMARY KEY USING INDEX "alert_events_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "alerts_id_account_id_pk" ON "alerts" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_pkey", ADD CONSTRAINT "alerts_id_account_id_pk" PRIMARY KEY USING INDEX "alerts_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "analytics_events_id_account_id_pk" ON "analytics_events" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_pkey", ADD CONSTRAINT "analytics_events_id_account_id_pk" PRIMARY KEY USING INDEX "analytics_events_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auth_tokens_id_account_id_pk" ON "auth_tokens" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_pkey", ADD CONSTRAINT "auth_tokens_id_account_id_pk" PRIMARY KEY USING INDEX "auth_tokens_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_reply_rule_versions_id_account_id_pk" ON "auto_reply_rule_versions" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" DROP CONSTRAINT "auto_reply_rule_versions_pkey", ADD CONSTRAINT "auto_reply_rule_versions_id_account_id_pk" PRIMARY KEY USING INDEX "auto_reply_rule_versions_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_reply_rules_id_account_id_pk" ON "auto_reply_rules" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "auto_reply_rules" DROP CONSTRAINT "auto_reply_rules_pkey", ADD CONSTRAINT "auto_reply_rules_id_account_id_pk" PRIMARY KEY USING INDEX "auto_reply_rules_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "auto_reply_runs_id_account_id_pk" ON "auto_reply_runs" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" DROP CONSTRAINT "auto_reply_runs_pkey", ADD CONSTRAINT "auto_reply_runs_id_account_id_pk" PRIMARY KEY USING INDEX "auto_reply_runs_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "billing_invoices_id_account_id_pk" ON "billing_invoices" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_pkey", ADD CONSTRAINT "billing_invoices_id_account_id_pk" PRIMARY KEY USING INDEX "billing_invoices_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bulk_actions_id_account_id_pk" ON "bulk_actions" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "bulk_actions" DROP CONSTRAINT "bulk_actions_pkey", ADD CONSTRAINT "bulk_actions_id_account_id_pk" PRIMARY KEY USING INDEX "bulk_actions_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaign_recipients_id_account_id_pk" ON "campaign_recipients" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_pkey", ADD CONSTRAINT "campaign_recipients_id_account_id_pk" PRIMARY KEY USING INDEX "campaign_recipients_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "campaigns_id_account_id_pk" ON "campaigns" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_pkey", ADD CONSTRAINT "campaigns_id_account_id_pk" PRIMARY KEY USING INDEX "campaigns_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "competitor_brands_id_account_id_pk" ON "competitor_brands" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "competitor_brands" DROP CONSTRAINT "competitor_brands_pkey", ADD CONSTRAINT "competitor_brands_id_account_id_pk" PRIMARY KEY USING INDEX "competitor_brands_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "competitors_id_account_id_pk" ON "competitors" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_pkey", ADD CONSTRAINT "competitors_id_account_id_pk" PRIMARY KEY USING INDEX "competitors_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "do_not_contact_id_account_id_pk" ON "do_not_contact" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "do_not_contact" DROP CONSTRAINT "do_not_contact_pkey", ADD CONSTRAINT "do_not_contact_id_account_id_pk" PRIMARY KEY USING INDEX "do_not_contact_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "export_files_id_account_id_pk" ON "export_files" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "export_files" DROP CONSTRAINT "export_files_pkey", ADD CONSTRAINT "export_files_id_account_id_pk" PRIMARY KEY USING INDEX "export_files_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "feature_requests_id_account_id_pk" ON "feature_requests" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "feature_requests" DROP CONSTRAINT "feature_requests_pkey", ADD CONSTRAINT "feature_requests_id_account_id_pk" PRIMARY KEY USING INDEX "feature_requests_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "global_token_integrations_id_account_id_pk" ON "global_token_integrations" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "global_token_integrations" DROP CONSTRAINT "global_token_integrations_pkey", ADD CONSTRAINT "global_token_integrations_id_account_id_pk" PRIMARY KEY USING INDEX "global_token_integrations_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "google_post_contents_id_account_id_pk" ON "google_post_contents" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "google_post_contents" DROP CONSTRAINT "google_post_contents_pkey", ADD CONSTRAINT "google_post_contents_id_account_id_pk" PRIMARY KEY USING INDEX "google_post_contents_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "groups_id_account_id_pk" ON "groups" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_pkey", ADD CONSTRAINT "groups_id_account_id_pk" PRIMARY KEY USING INDEX "groups_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "image_uploads_id_account_id_pk" ON "image_uploads" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "image_uploads" DROP CONSTRAINT "image_uploads_pkey", ADD CONSTRAINT "image_uploads_id_account_id_pk" PRIMARY KEY USING INDEX "image_uploads_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_changes_location_id_account_id_pk" ON "listing_changes" USING btree ("location_id", "account_id");
--> statement-breakpoint
ALTER TABLE "listing_changes" DROP CONSTRAINT "listing_changes_pkey", ADD CONSTRAINT "listing_changes_location_id_account_id_pk" PRIMARY KEY USING INDEX "listing_changes_location_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_directories_id_account_id_pk" ON "listing_directories" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "listing_directories" DROP CONSTRAINT "listing_directories_pkey", ADD CONSTRAINT "listing_directories_id_account_id_pk" PRIMARY KEY USING INDEX "listing_directories_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "local_search_scans_id_account_id_pk" ON "local_search_scans" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "local_search_scans" DROP CONSTRAINT "local_search_scans_pkey", ADD CONSTRAINT "local_search_scans_id_account_id_pk" PRIMARY KEY USING INDEX "local_search_scans_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "local_searches_id_account_id_pk" ON "local_searches" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "local_searches" DROP CONSTRAINT "local_searches_pkey", ADD CONSTRAINT "local_searches_id_account_id_pk" PRIMARY KEY USING INDEX "local_searches_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_custom_targets_id_account_id_pk" ON "location_custom_targets" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "location_custom_targets" DROP CONSTRAINT "location_custom_targets_pkey", ADD CONSTRAINT "location_custom_targets_id_account_id_pk" PRIMARY KEY USING INDEX "location_custom_targets_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_source_overrides_id_account_id_pk" ON "location_source_overrides" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "location_source_overrides" DROP CONSTRAINT "location_source_overrides_pkey", ADD CONSTRAINT "location_source_overrides_id_account_id_pk" PRIMARY KEY USING INDEX "location_source_overrides_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "location_urls_id_account_id_pk" ON "location_urls" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "location_urls" DROP CONSTRAINT "location_urls_pkey", ADD CONSTRAINT "location_urls_id_account_id_pk" PRIMARY KEY USING INDEX "location_urls_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "locations_id_account_id_pk" ON "locations" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey", ADD CONSTRAINT "locations_id_account_id_pk" PRIMARY KEY USING INDEX "locations_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "microsurvey_responses_id_account_id_pk" ON "microsurvey_responses" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "microsurvey_responses" DROP CONSTRAINT "microsurvey_responses_pkey", ADD CONSTRAINT "microsurvey_responses_id_account_id_pk" PRIMARY KEY USING INDEX "microsurvey_responses_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "microsurveys_id_account_id_pk" ON "microsurveys" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "microsurveys" DROP CONSTRAINT "microsurveys_pkey", ADD CONSTRAINT "microsurveys_id_account_id_pk" PRIMARY KEY USING INDEX "microsurveys_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_events_id_account_id_pk" ON "notification_events" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "notification_events" DROP CONSTRAINT "notification_events_pkey", ADD CONSTRAINT "notification_events_id_account_id_pk" PRIMARY KEY USING INDEX "notification_events_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "oauth_states_state_hash_account_id_pk" ON "oauth_states" USING btree ("state_hash", "account_id");
--> statement-breakpoint
ALTER TABLE "oauth_states" DROP CONSTRAINT "oauth_states_pkey", ADD CONSTRAINT "oauth_states_state_hash_account_id_pk" PRIMARY KEY USING INDEX "oauth_states_state_hash_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "oauth_tokens_id_account_id_pk" ON "oauth_tokens" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "oauth_tokens" DROP CONSTRAINT "oauth_tokens_pkey", ADD CONSTRAINT "oauth_tokens_id_account_id_pk" PRIMARY KEY USING INDEX "oauth_tokens_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "owner_photos_id_account_id_pk" ON "owner_photos" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "owner_photos" DROP CONSTRAINT "owner_photos_pkey", ADD CONSTRAINT "owner_photos_id_account_id_pk" PRIMARY KEY USING INDEX "owner_photos_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "password_resets_id_account_id_pk" ON "password_resets" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey", ADD CONSTRAINT "password_resets_id_account_id_pk" PRIMARY KEY USING INDEX "password_resets_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reanalysis_runs_id_account_id_pk" ON "reanalysis_runs" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "reanalysis_runs" DROP CONSTRAINT "reanalysis_runs_pkey", ADD CONSTRAINT "reanalysis_runs_id_account_id_pk" PRIMARY KEY USING INDEX "reanalysis_runs_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recipient_uploads_id_account_id_pk" ON "recipient_uploads" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "recipient_uploads" DROP CONSTRAINT "recipient_uploads_pkey", ADD CONSTRAINT "recipient_uploads_id_account_id_pk" PRIMARY KEY USING INDEX "recipient_uploads_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reply_suggestions_id_account_id_pk" ON "reply_suggestions" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "reply_suggestions" DROP CONSTRAINT "reply_suggestions_pkey", ADD CONSTRAINT "reply_suggestions_id_account_id_pk" PRIMARY KEY USING INDEX "reply_suggestions_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "request_templates_id_account_id_pk" ON "request_templates" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "request_templates" DROP CONSTRAINT "request_templates_pkey", ADD CONSTRAINT "request_templates_id_account_id_pk" PRIMARY KEY USING INDEX "request_templates_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "response_templates_id_account_id_pk" ON "response_templates" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "response_templates" DROP CONSTRAINT "response_templates_pkey", ADD CONSTRAINT "response_templates_id_account_id_pk" PRIMARY KEY USING INDEX "response_templates_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_analyses_review_id_account_id_pk" ON "review_analyses" USING btree ("review_id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_analyses" DROP CONSTRAINT "review_analyses_pkey", ADD CONSTRAINT "review_analyses_review_id_account_id_pk" PRIMARY KEY USING INDEX "review_analyses_review_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_analysis_pending_review_id_account_id_pk" ON "review_analysis_pending" USING btree ("review_id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_analysis_pending" DROP CONSTRAINT "review_analysis_pending_pkey", ADD CONSTRAINT "review_analysis_pending_review_id_account_id_pk" PRIMARY KEY USING INDEX "review_analysis_pending_review_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_categories_review_id_category_account_id_pk" ON "review_categories" USING btree ("review_id", "category", "account_id");
--> statement-breakpoint
ALTER TABLE "review_categories" DROP CONSTRAINT "review_categories_review_id_category_pk", ADD CONSTRAINT "review_categories_review_id_category_account_id_pk" PRIMARY KEY USING INDEX "review_categories_review_id_category_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_disputes_id_account_id_pk" ON "review_disputes" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_disputes" DROP CONSTRAINT "review_disputes_pkey", ADD CONSTRAINT "review_disputes_id_account_id_pk" PRIMARY KEY USING INDEX "review_disputes_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_history_id_account_id_pk" ON "review_history" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_history" DROP CONSTRAINT "review_history_pkey", ADD CONSTRAINT "review_history_id_account_id_pk" PRIMARY KEY USING INDEX "review_history_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_keywords_id_account_id_pk" ON "review_keywords" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_keywords" DROP CONSTRAINT "review_keywords_pkey", ADD CONSTRAINT "review_keywords_id_account_id_pk" PRIMARY KEY USING INDEX "review_keywords_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_responses_id_account_id_pk" ON "review_responses" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_responses" DROP CONSTRAINT "review_responses_pkey", ADD CONSTRAINT "review_responses_id_account_id_pk" PRIMARY KEY USING INDEX "review_responses_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_sync_states_location_id_source_id_account_id_pk" ON "review_sync_states" USING btree ("location_id", "source_id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_sync_states" DROP CONSTRAINT "review_sync_states_location_id_source_id_pk", ADD CONSTRAINT "review_sync_states_location_id_source_id_account_id_pk" PRIMARY KEY USING INDEX "review_sync_states_location_id_source_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_tags_id_account_id_pk" ON "review_tags" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "review_tags" DROP CONSTRAINT "review_tags_pkey", ADD CONSTRAINT "review_tags_id_account_id_pk" PRIMARY KEY USING INDEX "review_tags_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reviews_id_account_id_pk" ON "reviews" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey", ADD CONSTRAINT "reviews_id_account_id_pk" PRIMARY KEY USING INDEX "reviews_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scheduled_export_outside_recipients_id_account_id_pk" ON "scheduled_export_outside_recipients" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "scheduled_export_outside_recipients" DROP CONSTRAINT "scheduled_export_outside_recipients_pkey", ADD CONSTRAINT "scheduled_export_outside_recipients_id_account_id_pk" PRIMARY KEY USING INDEX "scheduled_export_outside_recipients_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scheduled_exports_id_account_id_pk" ON "scheduled_exports" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "scheduled_exports" DROP CONSTRAINT "scheduled_exports_pkey", ADD CONSTRAINT "scheduled_exports_id_account_id_pk" PRIMARY KEY USING INDEX "scheduled_exports_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorecard_requests_id_account_id_pk" ON "scorecard_requests" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "scorecard_requests" DROP CONSTRAINT "scorecard_requests_pkey", ADD CONSTRAINT "scorecard_requests_id_account_id_pk" PRIMARY KEY USING INDEX "scorecard_requests_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "special_hours_id_account_id_pk" ON "special_hours" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "special_hours" DROP CONSTRAINT "special_hours_pkey", ADD CONSTRAINT "special_hours_id_account_id_pk" PRIMARY KEY USING INDEX "special_hours_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sso_login_links_id_account_id_pk" ON "sso_login_links" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "sso_login_links" DROP CONSTRAINT "sso_login_links_pkey", ADD CONSTRAINT "sso_login_links_id_account_id_pk" PRIMARY KEY USING INDEX "sso_login_links_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tags_id_account_id_pk" ON "tags" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_pkey", ADD CONSTRAINT "tags_id_account_id_pk" PRIMARY KEY USING INDEX "tags_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "user_preferences_id_account_id_pk" ON "user_preferences" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "user_preferences" DROP CONSTRAINT "user_preferences_pkey", ADD CONSTRAINT "user_preferences_id_account_id_pk" PRIMARY KEY USING INDEX "user_preferences_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_deliveries_id_account_id_pk" ON "webhook_deliveries" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey", ADD CONSTRAINT "webhook_deliveries_id_account_id_pk" PRIMARY KEY USING INDEX "webhook_deliveries_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_subscriptions_id_account_id_pk" ON "webhook_subscriptions" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" DROP CONSTRAINT "webhook_subscriptions_pkey", ADD CONSTRAINT "webhook_subscriptions_id_account_id_pk" PRIMARY KEY USING INDEX "webhook_subscriptions_id_account_id_pk";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "widgets_id_account_id_pk" ON "widgets" USING btree ("id", "account_id");
--> statement-breakpoint
ALTER TABLE "widgets" DROP CONSTRAINT "widgets_pkey", ADD CONSTRAINT "widgets_id_account_id_pk" PRIMARY KEY USING INDEX "widgets_id_account_id_pk";
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_alert_id_alerts_id_fk" FOREIGN KEY ("account_id", "alert_id") REFERENCES "alerts" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" ADD CONSTRAINT "auto_reply_rule_versions_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("account_id", "rule_id") REFERENCES "auto_reply_rules" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" ADD CONSTRAINT "auto_reply_runs_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" ADD CONSTRAINT "auto_reply_runs_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("account_id", "rule_id") REFERENCES "auto_reply_rules" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" ADD CONSTRAINT "bulk_action_locations_bulk_action_id_fkey" FOREIGN KEY ("account_id", "bulk_action_id") REFERENCES "bulk_actions" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" ADD CONSTRAINT "bulk_action_locations_location_id_fkey" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_google_post_content_id_fkey" FOREIGN KEY ("account_id", "google_post_content_id") REFERENCES "google_post_contents" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("account_id", "campaign_id") REFERENCES "campaigns" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_competitor_id_competitors_id_fk" FOREIGN KEY ("account_id", "competitor_id") REFERENCES "competitors" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_brand_id_competitor_brands_id_fk" FOREIGN KEY ("account_id", "brand_id") REFERENCES "competitor_brands" ("account_id", "id") ON DELETE SET NULL ("brand_id");
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_group_id_groups_id_fk" FOREIGN KEY ("account_id", "group_id") REFERENCES "groups" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "listing_directories" ADD CONSTRAINT "listing_directories_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "listing_sync_days" ADD CONSTRAINT "listing_sync_days_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "local_search_points" ADD CONSTRAINT "local_search_points_scan_id_local_search_scans_id_fk" FOREIGN KEY ("account_id", "scan_id") REFERENCES "local_search_scans" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "local_search_scans" ADD CONSTRAINT "local_search_scans_search_id_local_searches_id_fk" FOREIGN KEY ("account_id", "search_id") REFERENCES "local_searches" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "local_searches" ADD CONSTRAINT "local_searches_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "location_custom_targets" ADD CONSTRAINT "location_custom_targets_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "location_source_overrides" ADD CONSTRAINT "location_source_overrides_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "location_urls" ADD CONSTRAINT "location_urls_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "microsurvey_responses" ADD CONSTRAINT "microsurvey_responses_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "microsurvey_responses" ADD CONSTRAINT "microsurvey_responses_microsurvey_id_microsurveys_id_fk" FOREIGN KEY ("account_id", "microsurvey_id") REFERENCES "microsurveys" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "microsurveys" ADD CONSTRAINT "microsurveys_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "recipient_uploads" ADD CONSTRAINT "recipient_uploads_campaign_id_campaigns_id_fk" FOREIGN KEY ("account_id", "campaign_id") REFERENCES "campaigns" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("account_id", "rule_id") REFERENCES "auto_reply_rules" ("account_id", "id") ON DELETE SET NULL ("rule_id");
--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_analysis_pending" ADD CONSTRAINT "review_analysis_pending_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_reads" ADD CONSTRAINT "review_reads_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_sync_states" ADD CONSTRAINT "review_sync_states_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_tags" ADD CONSTRAINT "review_tags_review_id_reviews_id_fk" FOREIGN KEY ("account_id", "review_id") REFERENCES "reviews" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "review_tags" ADD CONSTRAINT "review_tags_tag_id_tags_id_fk" FOREIGN KEY ("account_id", "tag_id") REFERENCES "tags" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "scheduled_export_outside_recipients" ADD CONSTRAINT "scheduled_export_outside_recipients_scheduled_export_id_schedul" FOREIGN KEY ("account_id", "scheduled_export_id") REFERENCES "scheduled_exports" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("account_id", "location_id") REFERENCES "locations" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("account_id", "subscription_id") REFERENCES "webhook_subscriptions" ("account_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "bulk_action_locations_location_idx" ON "bulk_action_locations" USING btree ("account_id", "location_id");
--> statement-breakpoint
CREATE INDEX "bulk_actions_google_post_content_idx" ON "bulk_actions" USING btree ("account_id", "google_post_content_id");
--> statement-breakpoint
CREATE INDEX "campaigns_location_idx" ON "campaigns" USING btree ("account_id", "location_id");
--> statement-breakpoint
CREATE INDEX "competitors_brand_idx" ON "competitors" USING btree ("account_id", "brand_id");
--> statement-breakpoint
CREATE INDEX "listing_sync_days_location_idx" ON "listing_sync_days" USING btree ("account_id", "location_id");
--> statement-breakpoint
CREATE INDEX "microsurveys_location_idx" ON "microsurveys" USING btree ("account_id", "location_id");
--> statement-breakpoint
CREATE INDEX "recipient_uploads_campaign_idx" ON "recipient_uploads" USING btree ("account_id", "campaign_id");
--> statement-breakpoint
CREATE INDEX "reply_suggestions_review_idx" ON "reply_suggestions" USING btree ("account_id", "review_id");
--> statement-breakpoint
CREATE INDEX "reply_suggestions_rule_idx" ON "reply_suggestions" USING btree ("account_id", "rule_id");--> statement-breakpoint
-- The analysis queue's conflict target names its new key (review_id, account_id); the rest as in migration 0029.
CREATE OR REPLACE FUNCTION review_analysis_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_analysis_pending AS p (review_id, account_id, queued_at)
  SELECT id, account_id, clock_timestamp() FROM new_reviews WHERE coalesce(content, '') <> '' ORDER BY id
  ON CONFLICT (review_id, account_id) DO UPDATE SET queued_at = excluded.queued_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_analysis_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  INSERT INTO review_analysis_pending AS p (review_id, account_id, queued_at)
  SELECT n.id, n.account_id, clock_timestamp()
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE n.content IS DISTINCT FROM o.content
  ORDER BY n.id
  ON CONFLICT (review_id, account_id) DO UPDATE SET queued_at = excluded.queued_at;
  SELECT array_agg(n.id) INTO moved
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE (n.location_id, n.source_id, n.rating, n.published_at, n.removed)
    IS DISTINCT FROM (o.location_id, o.source_id, o.rating, o.published_at, o.removed);
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE review_keywords k SET location_id = r.location_id, source_id = r.source_id, rating = r.rating,
    published_at = r.published_at, counted = NOT r.removed
  FROM new_reviews r
  WHERE k.review_id = ANY (moved) AND r.id = k.review_id;
  UPDATE review_categories k SET location_id = r.location_id, source_id = r.source_id, rating = r.rating,
    published_at = r.published_at, counted = NOT r.removed
  FROM new_reviews r
  WHERE k.review_id = ANY (moved) AND r.id = k.review_id;
  RETURN NULL;
END $$;
