CREATE TABLE "review_analyses" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sentiment" smallint NOT NULL,
	"score" real NOT NULL,
	"model_version" text NOT NULL,
	"text_hash" text NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_keywords" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT true NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"short" text NOT NULL,
	"sentence_start" integer NOT NULL,
	"sentence_end" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"sentiment" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_categories" (
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT true NOT NULL,
	"category" text NOT NULL,
	"sentiment" smallint NOT NULL,
	CONSTRAINT "review_categories_review_id_category_pk" PRIMARY KEY("review_id","category")
);
--> statement-breakpoint
CREATE TABLE "keyword_counts" (
	"account_id" integer NOT NULL,
	"category" text NOT NULL,
	"day" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"short" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "keyword_counts_pk" PRIMARY KEY("account_id","category","day","source_id","rating","short","sentiment")
);
--> statement-breakpoint
CREATE TABLE "keyword_location_counts" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"category" text NOT NULL,
	"day" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"short" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "keyword_location_counts_pk" PRIMARY KEY("account_id","location_id","category","day","source_id","rating","short","sentiment")
);
--> statement-breakpoint
CREATE TABLE "keyword_month_counts" (
	"account_id" integer NOT NULL,
	"category" text NOT NULL,
	"month" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"short" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "keyword_month_counts_pk" PRIMARY KEY("account_id","category","month","source_id","rating","short","sentiment")
);
--> statement-breakpoint
CREATE TABLE "category_month_counts" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"category" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "category_month_counts_pk" PRIMARY KEY("account_id","month","source_id","rating","category","sentiment")
);
--> statement-breakpoint
CREATE TABLE "category_counts" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"category" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "category_counts_pk" PRIMARY KEY("account_id","day","source_id","rating","category","sentiment")
);
--> statement-breakpoint
CREATE TABLE "category_location_counts" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"category" text NOT NULL,
	"sentiment" smallint NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "category_location_counts_pk" PRIMARY KEY("account_id","location_id","day","source_id","rating","category","sentiment")
);
--> statement-breakpoint
CREATE TABLE "review_analysis_pending" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_models" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"model" jsonb NOT NULL,
	"examples" integer NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reanalysis_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"requested_by_user_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_counts" ADD CONSTRAINT "keyword_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_location_counts" ADD CONSTRAINT "keyword_location_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_month_counts" ADD CONSTRAINT "keyword_month_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_month_counts" ADD CONSTRAINT "category_month_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_location_counts" ADD CONSTRAINT "category_location_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analysis_pending" ADD CONSTRAINT "review_analysis_pending_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analysis_pending" ADD CONSTRAINT "review_analysis_pending_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_models" ADD CONSTRAINT "sentiment_models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reanalysis_runs" ADD CONSTRAINT "reanalysis_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reanalysis_runs" ADD CONSTRAINT "reanalysis_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_keywords_review_idx" ON "review_keywords" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_keywords_short_idx" ON "review_keywords" USING btree ("account_id","short","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_categories_category_idx" ON "review_categories" USING btree ("account_id","category","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_analysis_pending_account_idx" ON "review_analysis_pending" USING btree ("account_id","review_id");--> statement-breakpoint
CREATE INDEX "reanalysis_runs_account_idx" ON "reanalysis_runs" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written from here (drizzle has no triggers), in the manner of 0007: the counts stay exact through
-- statement-level triggers with transition tables on the analysis rows, one grouped upsert per statement and
-- count table. Removed reviews (counted = false) are not counted. Days are the account's calendar days.
CREATE FUNCTION keyword_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO keyword_counts AS c (account_id, category, day, source_id, rating, short, sentiment, mentions)
      SELECT k.account_id, cat.category, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id, k.rating,
        k.short, k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      CROSS JOIN LATERAL unnest(array['']::text[] || k.categories) AS cat(category)
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (account_id, category, day, source_id, rating, short, sentiment) DO UPDATE SET
        mentions = c.mentions + excluded.mentions
    $sql$, changed) USING sign;
    EXECUTE format($sql$
      INSERT INTO keyword_month_counts AS c (account_id, category, month, source_id, rating, short, sentiment, mentions)
      SELECT k.account_id, cat.category, date_trunc('month', (k.published_at AT TIME ZONE a.time_zone))::date,
        k.source_id, k.rating, k.short, k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      CROSS JOIN LATERAL unnest(array['']::text[] || k.categories) AS cat(category)
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (account_id, category, month, source_id, rating, short, sentiment) DO UPDATE SET
        mentions = c.mentions + excluded.mentions
    $sql$, changed) USING sign;
    EXECUTE format($sql$
      INSERT INTO keyword_location_counts AS c (account_id, location_id, category, day, source_id, rating, short,
        sentiment, mentions)
      SELECT k.account_id, k.location_id, cat.category, (k.published_at AT TIME ZONE a.time_zone)::date,
        k.source_id, k.rating, k.short, k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      CROSS JOIN LATERAL unnest(array['']::text[] || k.categories) AS cat(category)
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (account_id, location_id, category, day, source_id, rating, short, sentiment) DO UPDATE SET
        mentions = c.mentions + excluded.mentions
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_keywords_counts_insert AFTER INSERT ON review_keywords REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keyword_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_keywords_counts_update AFTER UPDATE ON review_keywords REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keyword_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_keywords_counts_delete AFTER DELETE ON review_keywords REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keyword_counts_on_change();
--> statement-breakpoint
CREATE FUNCTION category_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO category_counts AS c (account_id, day, source_id, rating, category, sentiment, reviews)
      SELECT k.account_id, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id, k.rating, k.category,
        k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (account_id, day, source_id, rating, category, sentiment) DO UPDATE SET
        reviews = c.reviews + excluded.reviews
    $sql$, changed) USING sign;
    EXECUTE format($sql$
      INSERT INTO category_month_counts AS c (account_id, month, source_id, rating, category, sentiment, reviews)
      SELECT k.account_id, date_trunc('month', (k.published_at AT TIME ZONE a.time_zone))::date, k.source_id,
        k.rating, k.category, k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (account_id, month, source_id, rating, category, sentiment) DO UPDATE SET
        reviews = c.reviews + excluded.reviews
    $sql$, changed) USING sign;
    EXECUTE format($sql$
      INSERT INTO category_location_counts AS c (account_id, location_id, day, source_id, rating, category,
        sentiment, reviews)
      SELECT k.account_id, k.location_id, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id, k.rating,
        k.category, k.sentiment, $1 * count(*)
      FROM %I k JOIN accounts a ON a.id = k.account_id
      WHERE k.counted
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (account_id, location_id, day, source_id, rating, category, sentiment) DO UPDATE SET
        reviews = c.reviews + excluded.reviews
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_categories_counts_insert AFTER INSERT ON review_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_categories_counts_update AFTER UPDATE ON review_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_categories_counts_delete AFTER DELETE ON review_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_on_change();
--> statement-breakpoint
-- A review that arrives with text, or whose text changes, waits for the analysis job, whoever wrote it.
CREATE FUNCTION review_analysis_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_analysis_pending AS p (review_id, account_id, queued_at)
  SELECT id, account_id, clock_timestamp() FROM new_reviews WHERE coalesce(content, '') <> '' ORDER BY id
  ON CONFLICT (review_id) DO UPDATE SET queued_at = excluded.queued_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_analysis_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_analysis_on_insert();
--> statement-breakpoint
-- On update: a changed text waits for the analysis again (an emptied one too: the job takes its analysis away);
-- a changed rating, location, source, date or removal is copied onto the analysis rows, which moves the counts.
CREATE FUNCTION review_analysis_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_analysis_pending AS p (review_id, account_id, queued_at)
  SELECT n.id, n.account_id, clock_timestamp()
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE n.content IS DISTINCT FROM o.content
  ORDER BY n.id
  ON CONFLICT (review_id) DO UPDATE SET queued_at = excluded.queued_at;
  UPDATE review_keywords k SET location_id = n.location_id, source_id = n.source_id, rating = n.rating,
    published_at = n.published_at, counted = NOT n.removed
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE k.review_id = n.id
    AND (n.location_id, n.source_id, n.rating, n.published_at, n.removed)
      IS DISTINCT FROM (o.location_id, o.source_id, o.rating, o.published_at, o.removed);
  UPDATE review_categories k SET location_id = n.location_id, source_id = n.source_id, rating = n.rating,
    published_at = n.published_at, counted = NOT n.removed
  FROM new_reviews n JOIN old_reviews o ON o.id = n.id
  WHERE k.review_id = n.id
    AND (n.location_id, n.source_id, n.rating, n.published_at, n.removed)
      IS DISTINCT FROM (o.location_id, o.source_id, o.rating, o.published_at, o.removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_analysis_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_analysis_on_update();
--> statement-breakpoint
-- A new time zone moves reviews between days: the account's insight counts are rebuilt, as its daily counts are.
CREATE FUNCTION insight_counts_rebuild(account integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM keyword_counts WHERE account_id = account;
  DELETE FROM keyword_location_counts WHERE account_id = account;
  DELETE FROM category_counts WHERE account_id = account;
  DELETE FROM category_location_counts WHERE account_id = account;
  DELETE FROM keyword_month_counts WHERE account_id = account;
  DELETE FROM category_month_counts WHERE account_id = account;
  INSERT INTO keyword_location_counts (account_id, location_id, category, day, source_id, rating, short, sentiment, mentions)
  SELECT k.account_id, k.location_id, cat.category, (k.published_at AT TIME ZONE a.time_zone)::date, k.source_id,
    k.rating, k.short, k.sentiment, count(*)
  FROM review_keywords k JOIN accounts a ON a.id = k.account_id
  CROSS JOIN LATERAL unnest(array['']::text[] || k.categories) AS cat(category)
  WHERE k.account_id = account AND k.counted
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO keyword_counts (account_id, category, day, source_id, rating, short, sentiment, mentions)
  SELECT account_id, category, day, source_id, rating, short, sentiment, sum(mentions)
  FROM keyword_location_counts WHERE account_id = account
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO keyword_month_counts (account_id, category, month, source_id, rating, short, sentiment, mentions)
  SELECT account_id, category, date_trunc('month', day)::date, source_id, rating, short, sentiment, sum(mentions)
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
CREATE FUNCTION insight_counts_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_counts_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_time_zone_insight_counts AFTER UPDATE OF time_zone ON accounts
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION insight_counts_on_time_zone();
--> statement-breakpoint
-- Reviews stored before this migration wait for their first analysis.
INSERT INTO review_analysis_pending (review_id, account_id)
SELECT id, account_id FROM reviews WHERE coalesce(content, '') <> '';
