-- SMS fair and lawful (decision 0090): each SMS recipient's recorded consent (when, and how it was recorded: typed
-- with the consent box ticked, or an upload's sms_consent column), and their own time zone for the quiet hours.
ALTER TABLE "campaign_recipients" ADD COLUMN "sms_consent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "sms_consent_source" text;
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "time_zone" text;
--> statement-breakpoint
-- First-party feedback in the reviews inbox (decision 0091): the microsurvey answer it came with (its scale and the
-- score given on it); null for every other review.
ALTER TABLE "reviews" ADD COLUMN "survey_selector_type" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "survey_score" smallint;
