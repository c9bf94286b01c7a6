-- Issue 30: scorecards (decision 0142) and prescriptive insights (decision 0143). An account's own scorecard
-- standards; partners' scorecards of prospects, kept as graded, opened by a random public id; and the insights an
-- account dismissed or snoozed.
CREATE TABLE "scorecard_standards" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"standards" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorecard_standards" ADD CONSTRAINT "scorecard_standards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scorecard_standards" ADD CONSTRAINT "scorecard_standards_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "scorecard_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"business_name" text NOT NULL,
	"address" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"message" text,
	"place" jsonb,
	"scorecard" jsonb NOT NULL,
	"competitors" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorecard_requests" ADD CONSTRAINT "scorecard_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scorecard_requests" ADD CONSTRAINT "scorecard_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_requests_public_id_idx" ON "scorecard_requests" USING btree ("public_id");
--> statement-breakpoint
CREATE INDEX "scorecard_requests_account_idx" ON "scorecard_requests" USING btree ("account_id","created_at" DESC);
--> statement-breakpoint
CREATE TABLE "insight_dismissals" (
	"account_id" integer NOT NULL,
	"insight_key" text NOT NULL,
	"hidden_until" timestamp with time zone,
	"dismissed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_dismissals_account_id_insight_key_pk" PRIMARY KEY("account_id","insight_key")
);
--> statement-breakpoint
ALTER TABLE "insight_dismissals" ADD CONSTRAINT "insight_dismissals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "insight_dismissals" ADD CONSTRAINT "insight_dismissals_dismissed_by_user_id_users_id_fk" FOREIGN KEY ("dismissed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
