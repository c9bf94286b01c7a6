-- Decision 0134: billing. The operator's plans (prices per location, the settings each turns on, trial rules), each
-- account's subscription as the provider last said it, its invoices (legacy ones imported in cents), and the
-- provider's webhook events already handled (their ids: a redelivered event changes nothing).
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"monthly_unit_cents" integer NOT NULL,
	"annual_unit_cents" integer NOT NULL,
	"setup_fee_cents" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"trial_days" integer DEFAULT 14 NOT NULL,
	"trial_location_limit" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_prices_check" CHECK ("monthly_unit_cents" >= 0 AND "annual_unit_cents" >= 0 AND "setup_fee_cents" >= 0 AND "trial_days" >= 0 AND "trial_location_limit" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_name_idx" ON "billing_plans" USING btree ("name");
--> statement-breakpoint
CREATE TABLE "account_billing" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer,
	"interval_unit" text DEFAULT 'month' NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"subscription_status" text,
	"collection_method" text,
	"current_period_end" timestamp with time zone,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"card_last_four" text,
	"card_expiry_month" integer,
	"card_expiry_year" integer,
	"failed_payments" integer DEFAULT 0 NOT NULL,
	"sms_credits" integer DEFAULT 0 NOT NULL,
	"provider_updated_at" timestamp with time zone,
	CONSTRAINT "account_billing_sms_credits_check" CHECK ("sms_credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_billing" ADD CONSTRAINT "account_billing_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_billing" ADD CONSTRAINT "account_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_billing_customer_idx" ON "account_billing" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"total_cents" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_idx" ON "billing_invoices" USING btree ("account_id","provider_invoice_id");
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
