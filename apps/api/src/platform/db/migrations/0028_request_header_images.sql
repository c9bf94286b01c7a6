-- A campaign's header image (spec 000 §3 "Campaign draft": header_image, use_header_image; decision 0092): the
-- address of an image uploaded through POST /campaigns/header_image, shown above the e-mail and the landing page.
ALTER TABLE "campaigns" ADD COLUMN "header_image" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "use_header_image" boolean DEFAULT false NOT NULL;
