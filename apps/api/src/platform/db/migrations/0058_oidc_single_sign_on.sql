-- Issue 31 (decision 0156): single sign-on with OpenID Connect. An account's identity provider (a partner's covers
-- its children that have none), with its client secret sealed (AES-256-GCM under the install's 'oidc-secrets' key).
CREATE TABLE "oidc_configurations" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text,
	"jit_user_type_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_configurations" ADD CONSTRAINT "oidc_configurations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- An e-mail domain signs in through one configuration of the install: the login screen finds it from the address.
CREATE TABLE "oidc_email_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_email_domains" ADD CONSTRAINT "oidc_email_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "oidc_email_domains_account_idx" ON "oidc_email_domains" USING btree ("account_id");
--> statement-breakpoint
-- A sign-in under way: the hash of its state, its nonce and PKCE verifier. Taken (deleted) by the callback, so a
-- state or nonce is good once; any server process may answer the callback.
CREATE TABLE "oidc_login_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_login_attempts" ADD CONSTRAINT "oidc_login_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "oidc_login_attempts_expires_idx" ON "oidc_login_attempts" USING btree ("expires_at");
--> statement-breakpoint
INSERT INTO "signing_keys" ("name", "secret") VALUES ('oidc-secrets', encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'));
