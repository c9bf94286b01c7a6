-- Google posts (spec 001 §3, §7): the post as written, and the bulk action that creates it at every location its
-- filter matched, with each location's result so that a retried job posts only where it has not yet.
CREATE TABLE "google_post_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"resource_type" text NOT NULL,
	"resource_method" text NOT NULL,
	"google_post_content_id" integer NOT NULL REFERENCES "google_post_contents"("id") ON DELETE cascade,
	"report_to" text NOT NULL,
	"filter" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bulk_actions_account_idx" ON "bulk_actions" ("account_id");
--> statement-breakpoint
CREATE TABLE "bulk_action_locations" (
	"bulk_action_id" integer NOT NULL REFERENCES "bulk_actions"("id") ON DELETE cascade,
	"location_id" integer NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_name" text,
	"error" text,
	"settled_at" timestamp with time zone,
	PRIMARY KEY ("bulk_action_id", "location_id")
);
