-- Decision 0144: a partner's setup link lets a child account's owner connect its review sites; the steps of that
-- setup (one per OAuth integration) are kept per account, and the OAuth state remembers the setup page to return to.
CREATE TABLE "integration_setup_steps" (
	"account_id" integer NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_setup_steps_account_id_step_pk" PRIMARY KEY("account_id","step"),
	CONSTRAINT "integration_setup_steps_status_check" CHECK ("status" IN ('started', 'completed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "integration_setup_steps" ADD CONSTRAINT "integration_setup_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "return_path" text;
--> statement-breakpoint
-- Decision 0145: a partner's signed one-time sign-in link into a child account. Only the hash of the link's id is
-- kept; used_at is set in the transaction that makes the session, so the link opens one session at most.
CREATE TABLE "sso_login_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_id_hash" text NOT NULL,
	"partner_user_id" integer NOT NULL,
	"issued_by_token_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_login_links" ADD CONSTRAINT "sso_login_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sso_login_links" ADD CONSTRAINT "sso_login_links_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_links_token_id_hash_key" ON "sso_login_links" USING btree ("token_id_hash");
