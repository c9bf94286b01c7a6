-- Hand-written (decision 0184, issue 33 §3): an account's reviews totalled per calendar day, for the reads that
-- filter by dates alone (the dashboard's overview and monthly breakdown, the reviews list's _total). Summed from
-- review_daily_counts, they read up to ninety rows a day of a busy account (a row per source, rating and sentiment);
-- from here, one.
CREATE TABLE "review_day_totals" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"reviews" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"positive" integer NOT NULL,
	"negative" integer NOT NULL,
	"responded" integer NOT NULL,
	"response_seconds" double precision NOT NULL,
	CONSTRAINT "review_day_totals_account_id_day_pk" PRIMARY KEY("account_id","day")
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "review_day_totals" ADD CONSTRAINT "review_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept exact from review_daily_counts, not from reviews: statement-level triggers with transition tables on the
-- counts, which reviews' own triggers (0007) already keep exact through every writer, rebuild and time zone change.
-- A statement of the counts touches a few rows a day, whatever the reviews behind them, so this costs a statement
-- of reviews one more grouped upsert of a row a day. Some space is left on each page (fill factor): a day's
-- update stays on its page, as the counts' do.
CREATE FUNCTION review_day_totals_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_counts'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_counts'
    ELSE 'SELECT *, 1 AS sign FROM new_counts UNION ALL SELECT *, -1 AS sign FROM old_counts'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO review_day_totals AS t
      (account_id, day, reviews, rated, rating_sum, positive, negative, responded, response_seconds)
    SELECT account_id, day, sum(sign * reviews),
      coalesce(sum(sign * reviews) FILTER (WHERE rating > 0), 0),
      coalesce(sum(sign * reviews * rating) FILTER (WHERE rating > 0), 0),
      coalesce(sum(sign * reviews) FILTER (WHERE sentiment = 1), 0),
      coalesce(sum(sign * reviews) FILTER (WHERE sentiment = -1), 0),
      sum(sign * responded), sum(sign * response_seconds)
    FROM (%s) c
    -- An account being deleted takes its totals with it (cascade) before its counts' deletes arrive here.
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)
    GROUP BY account_id, day
    ORDER BY account_id, day
    ON CONFLICT (account_id, day) DO UPDATE SET
      reviews = t.reviews + excluded.reviews,
      rated = t.rated + excluded.rated,
      rating_sum = t.rating_sum + excluded.rating_sum,
      positive = t.positive + excluded.positive,
      negative = t.negative + excluded.negative,
      responded = t.responded + excluded.responded,
      response_seconds = t.response_seconds + excluded.response_seconds
  $sql$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An upsert of the counts is both: its new rows reach the insert trigger, the rows it added to the update trigger.
CREATE TRIGGER review_daily_counts_totals_insert AFTER INSERT ON review_daily_counts REFERENCING NEW TABLE AS new_counts
  FOR EACH STATEMENT EXECUTE FUNCTION review_day_totals_on_change();
--> statement-breakpoint
CREATE TRIGGER review_daily_counts_totals_update AFTER UPDATE ON review_daily_counts
  REFERENCING OLD TABLE AS old_counts NEW TABLE AS new_counts
  FOR EACH STATEMENT EXECUTE FUNCTION review_day_totals_on_change();
--> statement-breakpoint
CREATE TRIGGER review_daily_counts_totals_delete AFTER DELETE ON review_daily_counts REFERENCING OLD TABLE AS old_counts
  FOR EACH STATEMENT EXECUTE FUNCTION review_day_totals_on_change();
--> statement-breakpoint
CREATE FUNCTION review_day_totals_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE review_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_daily_counts_totals_truncate AFTER TRUNCATE ON review_daily_counts
  FOR EACH STATEMENT EXECUTE FUNCTION review_day_totals_on_truncate();
--> statement-breakpoint
-- The counts already kept.
INSERT INTO review_day_totals (account_id, day, reviews, rated, rating_sum, positive, negative, responded, response_seconds)
SELECT account_id, day, sum(reviews),
  coalesce(sum(reviews) FILTER (WHERE rating > 0), 0),
  coalesce(sum(reviews * rating) FILTER (WHERE rating > 0), 0),
  coalesce(sum(reviews) FILTER (WHERE sentiment = 1), 0),
  coalesce(sum(reviews) FILTER (WHERE sentiment = -1), 0),
  sum(responded), sum(response_seconds)
FROM review_daily_counts
GROUP BY account_id, day;
