-- Hand-written (decision 0182, issue 33 §3): a one-word search's _total from counts, as the list's _total without a
-- search comes from review_daily_counts. Counting the matches of a common word over 30 days of ten million reviews
-- visits tens of thousands of heap pages (GIN has no index-only scan); the counts are a row per word and day.
CREATE TABLE "review_word_daily_counts" (
	"account_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"day" date NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "review_word_daily_counts_account_id_word_day_pk" PRIMARY KEY("account_id","word","day")
) WITH (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "review_word_daily_counts" ADD CONSTRAINT "review_word_daily_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words compare byte by byte (COLLATE "C": the key's order only has to be one order, and the upserts sort and
-- probe by it), and half of each page is left free so that a count's update stays on its page (a HOT update, no new
-- index entry): a sync adds to thousands of (word, day) rows a batch.
-- Kept exact as review_daily_counts is (migration 0007): statement-level triggers with transition tables, one
-- grouped upsert per statement. A review counts once under each word of its search_vector (the lexemes a search
-- matches with @@), on its calendar day in the account's time zone, unless removed. An update counts only the
-- reviews whose words, day or removal changed (a response or a read changes none), as their old words out and
-- their new ones in; a word and day whose changes cancel out are not written.
CREATE FUNCTION review_word_daily_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  -- Days are the account's calendar days: its time zone holds still until this transaction ends (see 0007).
  EXECUTE format('SELECT 1 FROM accounts WHERE id IN (SELECT account_id FROM %I) FOR SHARE',
    CASE WHEN TG_OP = 'DELETE' THEN 'old_reviews' ELSE 'new_reviews' END);
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT account_id, published_at, search_vector, removed, 1 AS sign FROM new_reviews'
    WHEN 'DELETE' THEN 'SELECT account_id, published_at, search_vector, removed, -1 AS sign FROM old_reviews'
    ELSE 'SELECT side.* FROM old_reviews o JOIN new_reviews n ON n.id = o.id AND n.account_id = o.account_id
      CROSS JOIN LATERAL (VALUES (o.account_id, o.published_at, o.search_vector, o.removed, -1),
                                 (n.account_id, n.published_at, n.search_vector, n.removed, 1))
        AS side(account_id, published_at, search_vector, removed, sign)
      WHERE (o.search_vector, o.published_at, o.removed) IS DISTINCT FROM (n.search_vector, n.published_at, n.removed)'
  END;
  EXECUTE format($sql$
    INSERT INTO review_word_daily_counts AS c (account_id, word, day, reviews)
    SELECT r.account_id, word COLLATE "C", r.day, sum(r.sign)
    FROM (
      -- A review's day once, not once for each of its words (OFFSET 0 keeps the planner from merging the two).
      SELECT s.account_id, (s.published_at AT TIME ZONE a.time_zone)::date AS day, s.search_vector, s.sign
      FROM (%s) s JOIN accounts a ON a.id = s.account_id
      WHERE NOT s.removed
      OFFSET 0
    ) r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search_vector)) AS word
    GROUP BY 1, 2, 3
    HAVING sum(r.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (account_id, word, day) DO UPDATE SET reviews = c.reviews + excluded.reviews
  $sql$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_word_daily_counts_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_word_daily_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_word_daily_counts_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_word_daily_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_word_daily_counts_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_word_daily_counts_on_change();
--> statement-breakpoint
CREATE FUNCTION review_word_daily_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE review_word_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_word_daily_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_word_daily_counts_on_truncate();
--> statement-breakpoint
-- A new time zone moves reviews between days, so the account's word counts are rebuilt, as its daily counts are.
CREATE FUNCTION review_word_daily_counts_rebuild(account integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_word_daily_counts WHERE account_id = account;
  INSERT INTO review_word_daily_counts (account_id, word, day, reviews)
  SELECT r.account_id, word, (r.published_at AT TIME ZONE a.time_zone)::date, count(*)
  FROM reviews r JOIN accounts a ON a.id = r.account_id
    CROSS JOIN LATERAL unnest(tsvector_to_array(r.search_vector)) AS word
  WHERE r.account_id = account AND NOT r.removed
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE FUNCTION review_word_daily_counts_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_word_daily_counts_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_time_zone_word_daily_counts AFTER UPDATE OF time_zone ON accounts
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION review_word_daily_counts_on_time_zone();
--> statement-breakpoint
-- The analysis queue takes a new review with a plain insert: a review just inserted has a new id, and a queued row
-- goes with its review (foreign key, on delete cascade), so migration 0065's ON CONFLICT never found one, and its
-- speculative insertion cost a sync about as much as the word counts add (decision 0182).
CREATE OR REPLACE FUNCTION review_analysis_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_analysis_pending (review_id, account_id, queued_at)
  SELECT id, account_id, clock_timestamp() FROM new_reviews WHERE coalesce(content, '') <> '' ORDER BY id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing reviews (databases migrated from 0067).
SELECT review_word_daily_counts_rebuild(id) FROM accounts;
