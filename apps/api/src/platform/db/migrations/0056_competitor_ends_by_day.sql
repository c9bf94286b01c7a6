-- The competitor overview reads the ends of its window as whole days of the account, like its trend (decision 0154):
-- the covering index carries the response rate too, so the window's end is read without visiting the table.
DROP INDEX "competitor_daily_account_day_idx";--> statement-breakpoint
CREATE INDEX "competitor_daily_account_day_idx" ON "competitor_daily" USING btree ("account_id","day") INCLUDE ("competitor_id","source_id","rating","review_count","response_rate");
