-- Decision 0107: Location Performance's LLHealth for windows that end before today. Each location's listings in
-- sync on a day (its directories in sync and its countable ones, as the Local Listings status SQL counts them), kept
-- by the daily job and after each scan; a day's last write stands for the day. Keyed by account and day: a
-- performance call reads one day of one account, from the index alone.
CREATE TABLE "listing_sync_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"location_id" integer NOT NULL,
	"in_sync" integer NOT NULL,
	"countable" integer NOT NULL,
	CONSTRAINT "listing_sync_days_pk" PRIMARY KEY("account_id","day","location_id") INCLUDE ("in_sync","countable")
);
--> statement-breakpoint
ALTER TABLE "listing_sync_days" ADD CONSTRAINT "listing_sync_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "listing_sync_days" ADD CONSTRAINT "listing_sync_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
