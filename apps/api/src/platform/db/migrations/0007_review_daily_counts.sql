CREATE TABLE "review_daily_counts" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"sentiment" smallint NOT NULL,
	"reviews" integer NOT NULL,
	"responded" integer NOT NULL,
	"response_seconds" double precision NOT NULL,
	CONSTRAINT "review_daily_counts_account_id_day_source_id_rating_sentiment_pk" PRIMARY KEY("account_id","day","source_id","rating","sentiment")
);
--> statement-breakpoint
ALTER TABLE "review_daily_counts" ADD CONSTRAINT "review_daily_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle has no triggers): review_daily_counts stays exact through statement-level
-- triggers with transition tables, so one grouped upsert per statement whoever writes reviews (a sync page of
-- fifty reviews is one upsert of a handful of rows). Removed reviews are not counted.
CREATE FUNCTION review_daily_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The transition tables the triggers below name, each with the sign its rows count with: an update takes
  -- its old rows out and puts its new rows in. They are only visible here, not in a function this one calls.
  changed text;
  sign integer;
BEGIN
  -- Days are the account's calendar days: its time zone holds still until this transaction ends. A change of
  -- zone racing it either waits and then rebuilds with these reviews, or goes first and these count in the new
  -- zone (each statement below reads what committed before it).
  EXECUTE format('SELECT 1 FROM accounts WHERE id IN (SELECT account_id FROM %I) FOR SHARE',
    CASE WHEN TG_OP = 'DELETE' THEN 'old_reviews' ELSE 'new_reviews' END);
  FOR changed, sign IN
    SELECT * FROM (VALUES ('old_reviews', -1), ('new_reviews', 1)) AS t(name, sign)
    WHERE (name = 'old_reviews' AND TG_OP IN ('UPDATE', 'DELETE')) OR (name = 'new_reviews' AND TG_OP IN ('INSERT', 'UPDATE'))
  LOOP
    EXECUTE format($sql$
      INSERT INTO review_daily_counts AS c (account_id, day, source_id, rating, sentiment, reviews, responded, response_seconds)
      SELECT r.account_id, (r.published_at AT TIME ZONE a.time_zone)::date, r.source_id, r.rating, r.sentiment,
        $1 * count(*), $1 * count(r.responded_at),
        $1 * coalesce(sum(extract(epoch FROM r.responded_at - r.published_at)), 0)
      FROM %I r JOIN accounts a ON a.id = r.account_id
      WHERE NOT r.removed
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, day, source_id, rating, sentiment) DO UPDATE SET
        reviews = c.reviews + excluded.reviews,
        responded = c.responded + excluded.responded,
        response_seconds = c.response_seconds + excluded.response_seconds
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_daily_counts_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_daily_counts_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_daily_counts_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_on_change();
--> statement-breakpoint
CREATE FUNCTION review_daily_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE review_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_daily_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_on_truncate();
--> statement-breakpoint
-- Days are the account's calendar days: a new time zone moves reviews between days, so its counts are rebuilt.
CREATE FUNCTION review_daily_counts_rebuild(account integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_daily_counts WHERE account_id = account;
  INSERT INTO review_daily_counts (account_id, day, source_id, rating, sentiment, reviews, responded, response_seconds)
  SELECT r.account_id, (r.published_at AT TIME ZONE a.time_zone)::date, r.source_id, r.rating, r.sentiment,
    count(*), count(r.responded_at), coalesce(sum(extract(epoch FROM r.responded_at - r.published_at)), 0)
  FROM reviews r JOIN accounts a ON a.id = r.account_id
  WHERE r.account_id = account AND NOT r.removed
  GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
CREATE FUNCTION review_daily_counts_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_daily_counts_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_time_zone_daily_counts AFTER UPDATE OF time_zone ON accounts
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION review_daily_counts_on_time_zone();
--> statement-breakpoint
-- Existing reviews (databases migrated from 0006).
SELECT review_daily_counts_rebuild(id) FROM accounts;
