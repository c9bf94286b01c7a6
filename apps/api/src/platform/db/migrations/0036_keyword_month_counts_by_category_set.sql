-- Decision 0108: the analysis job stores new reviews at 1,000 a second per worker. The keyword month counts kept a
-- row per category of the mention's review and one under '' (every mention): about 2 upserts a mention at the bench's
-- texts, the most of the count trigger's three. Like the day counts since 0032 they now keep one row per
-- mention's set of categories (sorted), and a category filter reads the rows whose set holds it. Exact as before:
-- written by the same grouped statement as the day counts, and rebuilt below from the day counts.
DROP TABLE keyword_month_counts;
--> statement-breakpoint
CREATE TABLE "keyword_month_counts" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"short" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"categories" text[] NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "keyword_month_counts_pk" PRIMARY KEY("account_id","month","source_id","rating","short","sentiment","categories") INCLUDE ("mentions")
);
--> statement-breakpoint
-- No foreign key from review_analyses to accounts either (as 0032 for the mention and category rows): a lookup per
-- review stored. The analysis goes with its review (its key, with cascade), and the review holds the account.
ALTER TABLE review_analyses DROP CONSTRAINT review_analyses_account_id_accounts_id_fk;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keyword_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  sign integer;
BEGIN
  EXECUTE format('SELECT 1 FROM accounts WHERE id IN (SELECT account_id FROM %I) FOR SHARE',
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END);
  FOR changed, sign IN
    SELECT * FROM (VALUES ('old_rows', -1), ('new_rows', 1)) AS t(name, sign)
    WHERE (name = 'old_rows' AND TG_OP IN ('UPDATE', 'DELETE')) OR (name = 'new_rows' AND TG_OP IN ('INSERT', 'UPDATE'))
  LOOP
    -- The day and month counts keep the mention's set of categories; a category filter reads the sets holding it.
    EXECUTE format($sql$
      WITH grouped AS MATERIALIZED (
        SELECT k.account_id, k.location_id, (k.published_at AT TIME ZONE a.time_zone)::date AS day,
          k.source_id, k.rating, k.short, k.sentiment, k.categories, $1 * count(*) AS mentions
        FROM %I k JOIN accounts a ON a.id = k.account_id
        WHERE k.counted
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ),
      by_location AS (
        INSERT INTO keyword_location_counts AS c (account_id, location_id, day, source_id, rating, short, sentiment,
          categories, mentions)
        SELECT * FROM grouped
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT (account_id, location_id, day, source_id, rating, short, sentiment, categories) DO UPDATE SET
          mentions = c.mentions + excluded.mentions
      ),
      by_day AS (
        INSERT INTO keyword_counts AS c (account_id, day, source_id, rating, short, sentiment, categories, mentions)
        SELECT account_id, day, source_id, rating, short, sentiment, categories, sum(mentions)
        FROM grouped
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (account_id, day, source_id, rating, short, sentiment, categories) DO UPDATE SET
          mentions = c.mentions + excluded.mentions
      )
      INSERT INTO keyword_month_counts AS c (account_id, month, source_id, rating, short, sentiment, categories,
        mentions)
      SELECT account_id, date_trunc('month', day)::date, source_id, rating, short, sentiment, categories, sum(mentions)
      FROM grouped
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (account_id, month, source_id, rating, short, sentiment, categories) DO UPDATE SET
        mentions = c.mentions + excluded.mentions
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION insight_counts_rebuild(account integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM keyword_counts WHERE account_id = account;
  DELETE FROM keyword_location_counts WHERE account_id = account;
  DELETE FROM category_counts WHERE account_id = account;
  DELETE FROM category_location_counts WHERE account_id = account;
  DELETE FROM keyword_month_counts WHERE account_id = account;
  DELETE FROM category_month_counts WHERE account_id = account;
  INSERT INTO keyword_location_counts (account_id, location_id, day, source_id, rating, short, sentiment, categories, mentions)
  SELECT k.account_id, k.location_id, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id, k.rating,
    k.short, k.sentiment, k.categories, count(*)
  FROM review_keywords k JOIN accounts a ON a.id = k.account_id
  WHERE k.account_id = account AND k.counted
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO keyword_counts (account_id, day, source_id, rating, short, sentiment, categories, mentions)
  SELECT account_id, day, source_id, rating, short, sentiment, categories, sum(mentions)
  FROM keyword_location_counts WHERE account_id = account
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO keyword_month_counts (account_id, month, source_id, rating, short, sentiment, categories, mentions)
  SELECT account_id, date_trunc('month', day)::date, source_id, rating, short, sentiment, categories, sum(mentions)
  FROM keyword_counts WHERE account_id = account
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO category_location_counts (account_id, location_id, day, source_id, rating, category, sentiment, reviews)
  SELECT k.account_id, k.location_id, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id, k.rating,
    k.category, k.sentiment, count(*)
  FROM review_categories k JOIN accounts a ON a.id = k.account_id
  WHERE k.account_id = account AND k.counted
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO category_counts (account_id, day, source_id, rating, category, sentiment, reviews)
  SELECT account_id, day, source_id, rating, category, sentiment, sum(reviews)
  FROM category_location_counts WHERE account_id = account
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO category_month_counts (account_id, month, source_id, rating, category, sentiment, reviews)
  SELECT account_id, date_trunc('month', day)::date, source_id, rating, category, sentiment, sum(reviews)
  FROM category_counts WHERE account_id = account
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- Every account's month counts, in the new shape, from its day counts (exact since 0032).
INSERT INTO keyword_month_counts (account_id, month, source_id, rating, short, sentiment, categories, mentions)
SELECT account_id, date_trunc('month', day)::date, source_id, rating, short, sentiment, categories, sum(mentions)
FROM keyword_counts
GROUP BY 1, 2, 3, 4, 5, 6, 7
HAVING sum(mentions) <> 0;
