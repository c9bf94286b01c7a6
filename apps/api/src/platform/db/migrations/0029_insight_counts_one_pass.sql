-- Decision 0094: the analysis stores a batch at 1,000 reviews a second or more. The count triggers of 0014 read
-- their transition table once per count table (three passes, each converting every row's day to the account's
-- time zone); here they group it once and write the three tables from that grouping, in one statement. The
-- counts they keep are the same.
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
    -- '' counts every mention once; each of the review's categories counts it again, for the category filter.
    EXECUTE format($sql$
      WITH grouped AS MATERIALIZED (
        SELECT k.account_id, k.location_id, cat.category, (k.published_at AT TIME ZONE a.time_zone)::date AS day,
          k.source_id, k.rating, k.short, k.sentiment, $1 * count(*) AS mentions
        FROM %I k JOIN accounts a ON a.id = k.account_id
        CROSS JOIN LATERAL unnest(array['']::text[] || k.categories) AS cat(category)
        WHERE k.counted
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ),
      by_location AS (
        INSERT INTO keyword_location_counts AS c (account_id, location_id, category, day, source_id, rating, short,
          sentiment, mentions)
        SELECT * FROM grouped
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT (account_id, location_id, category, day, source_id, rating, short, sentiment) DO UPDATE SET
          mentions = c.mentions + excluded.mentions
      ),
      by_day AS (
        INSERT INTO keyword_counts AS c (account_id, category, day, source_id, rating, short, sentiment, mentions)
        SELECT account_id, category, day, source_id, rating, short, sentiment, sum(mentions)
        FROM grouped
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (account_id, category, day, source_id, rating, short, sentiment) DO UPDATE SET
          mentions = c.mentions + excluded.mentions
      )
      INSERT INTO keyword_month_counts AS c (account_id, category, month, source_id, rating, short, sentiment, mentions)
      SELECT account_id, category, date_trunc('month', day)::date, source_id, rating, short, sentiment, sum(mentions)
      FROM grouped
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (account_id, category, month, source_id, rating, short, sentiment) DO UPDATE SET
        mentions = c.mentions + excluded.mentions
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
    EXECUTE format($sql$
      WITH grouped AS MATERIALIZED (
        SELECT k.account_id, k.location_id, (k.published_at AT TIME ZONE a.time_zone)::date AS day, k.source_id,
          k.rating, k.category, k.sentiment, $1 * count(*) AS reviews
        FROM %I k JOIN accounts a ON a.id = k.account_id
        WHERE k.counted
        GROUP BY 1, 2, 3, 4, 5, 6, 7
      ),
      by_location AS (
        INSERT INTO category_location_counts AS c (account_id, location_id, day, source_id, rating, category,
          sentiment, reviews)
        SELECT * FROM grouped
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (account_id, location_id, day, source_id, rating, category, sentiment) DO UPDATE SET
          reviews = c.reviews + excluded.reviews
      ),
      by_day AS (
        INSERT INTO category_counts AS c (account_id, day, source_id, rating, category, sentiment, reviews)
        SELECT account_id, day, source_id, rating, category, sentiment, sum(reviews)
        FROM grouped
        GROUP BY 1, 2, 3, 4, 5, 6
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (account_id, day, source_id, rating, category, sentiment) DO UPDATE SET
          reviews = c.reviews + excluded.reviews
      )
      INSERT INTO category_month_counts AS c (account_id, month, source_id, rating, category, sentiment, reviews)
      SELECT account_id, date_trunc('month', day)::date, source_id, rating, category, sentiment, sum(reviews)
      FROM grouped
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (account_id, month, source_id, rating, category, sentiment) DO UPDATE SET
        reviews = c.reviews + excluded.reviews
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review update that moves none of its analysis rows' dimensions (the analysis writing its sentiment, a reply,
-- a status) no longer joins its transition tables to review_keywords and review_categories: the moved reviews are
-- found first, and only their rows are touched, by review id.
CREATE OR REPLACE FUNCTION review_analysis_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  INSERT INTO review_analysis_pending AS p (review_id, account_id, queued_at)
  SELECT n.id, n.account_id, clock_timestamp()
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE n.content IS DISTINCT FROM o.content
  ORDER BY n.id
  ON CONFLICT (review_id) DO UPDATE SET queued_at = excluded.queued_at;
  SELECT array_agg(n.id) INTO moved
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE (n.location_id, n.source_id, n.rating, n.published_at, n.removed)
    IS DISTINCT FROM (o.location_id, o.source_id, o.rating, o.published_at, o.removed);
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE review_keywords k SET location_id = r.location_id, source_id = r.source_id, rating = r.rating,
    published_at = r.published_at, counted = NOT r.removed
  FROM new_reviews r
  WHERE k.review_id = ANY (moved) AND r.id = k.review_id;
  UPDATE review_categories k SET location_id = r.location_id, source_id = r.source_id, rating = r.rating,
    published_at = r.published_at, counted = NOT r.removed
  FROM new_reviews r
  WHERE k.review_id = ANY (moved) AND r.id = k.review_id;
  RETURN NULL;
END $$;
