ALTER TABLE "scheduled_exports" ADD COLUMN "unsubscribed_user_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "file_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "export_files_files_to_remove_idx" ON "export_files" USING btree ("expires_at") WHERE "storage_key" IS NOT NULL AND "file_removed_at" IS NULL;
