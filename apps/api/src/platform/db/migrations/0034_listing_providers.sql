-- Who publishes an account's listings (decision 0105): no row is Repute itself; a row names the outside provider.
CREATE TABLE "listing_providers" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_providers" ADD CONSTRAINT "listing_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
