-- The Local Listings table pages in SQL (decision 0076): a status filter or sort needs every location's status,
-- which needs each directory's difference from the location's data. The engine keeps that difference here when it
-- works it out (a scan, a publish, or a read that finds it out of date); a listing change marks it out of date.
ALTER TABLE "listing_directories" ADD COLUMN "differing_fields" text[];
--> statement-breakpoint
-- When the data compared was read (server clock), and the day it was compared for (holiday hours count from today).
ALTER TABLE "listing_directories" ADD COLUMN "compared_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "listing_directories" ADD COLUMN "compared_on" date;
--> statement-breakpoint
-- The last change to the location's listing data (its fields, holiday hours, overrides) after `compared_at`.
ALTER TABLE "listing_directories" ADD COLUMN "data_changed_at" timestamp with time zone;
