CREATE TABLE "scheduled_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"export_type" text NOT NULL,
	"display_name" text NOT NULL,
	"date_range_legend" text NOT NULL,
	"filters" jsonb NOT NULL,
	"recipient_user_ids" integer[] NOT NULL,
	"email_frequency" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"scheduled_time" text NOT NULL,
	"scheduled_day" text NOT NULL,
	"scheduled_day_of_month" integer NOT NULL,
	"resource_id" integer,
	"last_sent_at" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL,
	"pending_run_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_exports" ADD CONSTRAINT "scheduled_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_exports" ADD CONSTRAINT "scheduled_exports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_exports_owner_idx" ON "scheduled_exports" USING btree ("account_id","created_by_user_id");--> statement-breakpoint
CREATE INDEX "scheduled_exports_next_run_idx" ON "scheduled_exports" USING btree ("next_run_at");