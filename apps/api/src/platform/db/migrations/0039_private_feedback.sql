-- Decision 0114: first-party feedback is private unless its customer agreed, on the page, to publish it. No answer
-- given before this migration was asked for that consent, so every existing Customer Feedback review (source 12)
-- becomes private.
ALTER TABLE "reviews" ADD COLUMN "private" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "publish_consent" text;
--> statement-breakpoint
UPDATE "reviews" SET "private" = true WHERE "source_id" = 12;
