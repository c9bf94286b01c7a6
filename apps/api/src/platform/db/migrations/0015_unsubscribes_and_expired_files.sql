ALTER TABLE "scheduled_exports" ADD COLUMN "unsubscribed_user_ids" integer[] DEFAULT '{}' NOT NULL;
