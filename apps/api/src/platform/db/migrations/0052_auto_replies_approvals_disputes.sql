-- Issue 32 §2 (decisions 0146, 0147): auto-reply rules with their versions and runs, the approval queue of suggested
-- replies, who posted each reply (the audit) and disputes of reviews with their sources.
CREATE TABLE "auto_reply_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "auto_reply_rules_account_idx" ON "auto_reply_rules" USING btree ("account_id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE TABLE "auto_reply_rule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" ADD CONSTRAINT "auto_reply_rule_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" ADD CONSTRAINT "auto_reply_rule_versions_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_reply_rules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auto_reply_rule_versions" ADD CONSTRAINT "auto_reply_rule_versions_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reply_rule_versions_rule_version_key" ON "auto_reply_rule_versions" USING btree ("rule_id","version");
--> statement-breakpoint
CREATE TABLE "auto_reply_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" ADD CONSTRAINT "auto_reply_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" ADD CONSTRAINT "auto_reply_runs_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_reply_rules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auto_reply_runs" ADD CONSTRAINT "auto_reply_runs_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reply_runs_review_key" ON "auto_reply_runs" USING btree ("review_id");
--> statement-breakpoint
CREATE INDEX "auto_reply_runs_rule_idx" ON "auto_reply_runs" USING btree ("rule_id","created_at");
--> statement-breakpoint
CREATE TABLE "reply_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"suggested_by_user_id" integer,
	"rule_id" integer,
	"flagged" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_suggested_by_user_id_users_id_fk" FOREIGN KEY ("suggested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_reply_rules"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reply_suggestions" ADD CONSTRAINT "reply_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reply_suggestions_account_status_idx" ON "reply_suggestions" USING btree ("account_id","status","created_at");
--> statement-breakpoint
CREATE TABLE "review_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"evidence_url" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"outcome_note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "review_disputes_review_idx" ON "review_disputes" USING btree ("review_id","created_at");
--> statement-breakpoint
-- The audit of who posted each reply (rules are only marked deleted, so rule_id needs no key).
ALTER TABLE "review_responses" ADD COLUMN "rule_id" integer;
--> statement-breakpoint
ALTER TABLE "review_responses" ADD COLUMN "suggested_by_user_id" integer;
--> statement-breakpoint
ALTER TABLE "review_responses" ADD COLUMN "approved_by_user_id" integer;
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_suggested_by_user_id_users_id_fk" FOREIGN KEY ("suggested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
