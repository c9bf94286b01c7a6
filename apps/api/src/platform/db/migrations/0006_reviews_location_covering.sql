-- Hand-written (drizzle cannot express INCLUDE, as in 0004): the group and location filters of the reviews
-- list and the metrics count and aggregate from this index alone instead of visiting one heap page per review
-- (bench: a group's 30-day count 4.9 ms → 0.55 ms, all time 246 ms → 13 ms at 1M reviews).
DROP INDEX "reviews_location_published_idx";--> statement-breakpoint
CREATE INDEX "reviews_location_published_idx" ON "reviews" USING btree ("location_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("account_id","source_id","rating","sentiment","responded_at") WHERE not removed;
