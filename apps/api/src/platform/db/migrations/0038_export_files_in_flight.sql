-- Decision 0111: every export request counts the account's and the user's exports still in flight (the limits) and
-- looks for the same request among them (shared, not queued twice). Those are few rows among every export kept for
-- its seven days, so they get an index of their own.
CREATE INDEX "export_files_in_flight_idx" ON "export_files" USING btree ("account_id","user_id") WHERE "export_files"."status" IN ('pending', 'processing');
