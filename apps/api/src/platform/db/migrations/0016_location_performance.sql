CREATE TABLE "location_review_monthly_counts" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"reviews" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"responded" integer NOT NULL,
	"response_seconds" double precision NOT NULL,
	CONSTRAINT "location_review_monthly_counts_account_id_month_location_id_pk" PRIMARY KEY("account_id","month","location_id")
);
--> statement-breakpoint
CREATE TABLE "location_review_daily_counts" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"reviews" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"responded" integer NOT NULL,
	"response_seconds" double precision NOT NULL,
	CONSTRAINT "location_review_daily_counts_account_id_day_location_id_pk" PRIMARY KEY("account_id","day","location_id")
);
--> statement-breakpoint
CREATE TABLE "performance_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"targets" jsonb,
	"target_weights" jsonb,
	"custom_weights" jsonb,
	"targets_updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_custom_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_benchmarks" (
	"vertical_id" text PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"account_count" integer,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_review_monthly_counts" ADD CONSTRAINT "location_review_monthly_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_review_daily_counts" ADD CONSTRAINT "location_review_daily_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_custom_targets" ADD CONSTRAINT "location_custom_targets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_custom_targets" ADD CONSTRAINT "location_custom_targets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_custom_targets_location_idx" ON "location_custom_targets" USING btree ("account_id","location_id");--> statement-breakpoint
-- Hand-written from here (drizzle has no triggers), as 0007 does for review_daily_counts: the per-location
-- day and month counts stay exact through statement-level triggers with transition tables, one grouped upsert
-- per table and statement, whoever writes reviews. Removed reviews are not counted; rating 0 is "no rating".
CREATE FUNCTION location_review_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  sign integer;
BEGIN
  EXECUTE format('SELECT 1 FROM accounts WHERE id IN (SELECT account_id FROM %I) FOR SHARE',
    CASE WHEN TG_OP = 'DELETE' THEN 'old_reviews' ELSE 'new_reviews' END);
  FOR changed, sign IN
    SELECT * FROM (VALUES ('old_reviews', -1), ('new_reviews', 1)) AS t(name, sign)
    WHERE (name = 'old_reviews' AND TG_OP IN ('UPDATE', 'DELETE')) OR (name = 'new_reviews' AND TG_OP IN ('INSERT', 'UPDATE'))
  LOOP
    -- One statement per transition table: the day counts from it, and the month counts from those days.
    EXECUTE format($sql$
      WITH delta AS (
        SELECT r.account_id, r.location_id, (r.published_at AT TIME ZONE a.time_zone)::date AS day,
          $1 * count(*) AS reviews, $1 * count(*) FILTER (WHERE r.rating > 0) AS rated,
          $1 * coalesce(sum(r.rating) FILTER (WHERE r.rating > 0), 0) AS rating_sum,
          $1 * count(r.responded_at) AS responded,
          $1 * coalesce(sum(extract(epoch FROM r.responded_at - r.published_at)), 0) AS response_seconds
        FROM %I r JOIN accounts a ON a.id = r.account_id
        WHERE NOT r.removed
        GROUP BY 1, 2, 3
      ), days AS (
        INSERT INTO location_review_daily_counts AS c
          (account_id, location_id, day, reviews, rated, rating_sum, responded, response_seconds)
        SELECT * FROM delta ORDER BY 1, 3, 2
        ON CONFLICT (account_id, day, location_id) DO UPDATE SET
          reviews = c.reviews + excluded.reviews, rated = c.rated + excluded.rated,
          rating_sum = c.rating_sum + excluded.rating_sum, responded = c.responded + excluded.responded,
          response_seconds = c.response_seconds + excluded.response_seconds
      )
      INSERT INTO location_review_monthly_counts AS c
        (account_id, location_id, month, reviews, rated, rating_sum, responded, response_seconds)
      SELECT account_id, location_id, date_trunc('month', day)::date, sum(reviews), sum(rated), sum(rating_sum),
        sum(responded), sum(response_seconds)
      FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
      ON CONFLICT (account_id, month, location_id) DO UPDATE SET
        reviews = c.reviews + excluded.reviews, rated = c.rated + excluded.rated,
        rating_sum = c.rating_sum + excluded.rating_sum, responded = c.responded + excluded.responded,
        response_seconds = c.response_seconds + excluded.response_seconds
    $sql$, changed) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_location_counts_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION location_review_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_location_counts_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION location_review_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER reviews_location_counts_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION location_review_counts_on_change();
--> statement-breakpoint
CREATE FUNCTION location_review_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE location_review_daily_counts, location_review_monthly_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_location_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION location_review_counts_on_truncate();
--> statement-breakpoint
-- Days and months are the account's calendar days: a new time zone moves reviews between them.
CREATE FUNCTION location_review_counts_rebuild(account integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM location_review_daily_counts WHERE account_id = account;
  DELETE FROM location_review_monthly_counts WHERE account_id = account;
  INSERT INTO location_review_daily_counts (account_id, location_id, day, reviews, rated, rating_sum, responded, response_seconds)
  SELECT r.account_id, r.location_id, (r.published_at AT TIME ZONE a.time_zone)::date,
    count(*), count(*) FILTER (WHERE r.rating > 0), coalesce(sum(r.rating) FILTER (WHERE r.rating > 0), 0),
    count(r.responded_at), coalesce(sum(extract(epoch FROM r.responded_at - r.published_at)), 0)
  FROM reviews r JOIN accounts a ON a.id = r.account_id
  WHERE r.account_id = account AND NOT r.removed
  GROUP BY 1, 2, 3;
  INSERT INTO location_review_monthly_counts (account_id, location_id, month, reviews, rated, rating_sum, responded, response_seconds)
  SELECT account_id, location_id, date_trunc('month', day)::date, sum(reviews), sum(rated), sum(rating_sum), sum(responded),
    sum(response_seconds)
  FROM location_review_daily_counts WHERE account_id = account GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE FUNCTION location_review_counts_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM location_review_counts_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_time_zone_location_counts AFTER UPDATE OF time_zone ON accounts
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION location_review_counts_on_time_zone();
--> statement-breakpoint
SELECT location_review_counts_rebuild(id) FROM accounts;
