CREATE TABLE "competitor_account_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_id" smallint NOT NULL,
	"places" integer NOT NULL,
	"rated_count" bigint NOT NULL,
	"rating_sum" double precision NOT NULL,
	"review_count" bigint NOT NULL,
	CONSTRAINT "competitor_account_daily_account_id_day_source_id_pk" PRIMARY KEY("account_id","day","source_id")
);
--> statement-breakpoint
ALTER TABLE "competitor_account_daily" ADD CONSTRAINT "competitor_account_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (decision 0171): the approved competitors' daily sums of each account and source, the
-- competitor trend's points read as a few rows instead of every place's row on those days. Triggers keep it exact in
-- the transaction of whoever writes (the refresh, the seed, an approval, a removal), as review_daily_counts is kept
-- (migration 0007): never stale, whoever the writer.
--
-- The one upsert every trigger runs: adds ($1 = 1) or takes out ($1 = -1) the daily reads `reads` names, which the
-- caller has narrowed to approved competitors. A statement, not a function taking rows, because a transition table
-- is visible only in its own trigger's function.
CREATE FUNCTION competitor_account_daily_upsert(reads text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO competitor_account_daily AS t (account_id, day, source_id, places, rated_count, rating_sum, review_count)
    SELECT r.account_id, r.day, r.source_id, $1 * count(*),
      $1 * coalesce(sum(r.review_count) FILTER (WHERE r.rating IS NOT NULL), 0),
      $1 * coalesce(sum(r.rating * r.review_count) FILTER (WHERE r.rating IS NOT NULL), 0),
      $1 * sum(r.review_count)
    FROM %s r
    -- An account being deleted takes its sums along (the foreign key's cascade): its competitors' rows, removed in
    -- the same statement, have nothing left to add to or take from.
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = r.account_id)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (account_id, day, source_id) DO UPDATE SET
      places = t.places + excluded.places,
      rated_count = t.rated_count + excluded.rated_count,
      rating_sum = t.rating_sum + excluded.rating_sum,
      review_count = t.review_count + excluded.review_count
  $sql$, reads)
$$;
--> statement-breakpoint
CREATE FUNCTION competitor_account_daily_on_reads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  sign integer;
BEGIN
  -- A status change racing these reads either waits for this transaction and then counts its rows, or goes first
  -- and the statements below (each with a snapshot of its own) read the status it left.
  EXECUTE format('SELECT 1 FROM competitors WHERE id IN (SELECT competitor_id FROM %I) ORDER BY id FOR SHARE',
    CASE WHEN TG_OP = 'DELETE' THEN 'old_reads' ELSE 'new_reads' END);
  FOR changed, sign IN
    SELECT * FROM (VALUES ('old_reads', -1), ('new_reads', 1)) AS t(name, sign)
    WHERE (name = 'old_reads' AND TG_OP IN ('UPDATE', 'DELETE')) OR (name = 'new_reads' AND TG_OP IN ('INSERT', 'UPDATE'))
  LOOP
    -- A removed competitor's reads find no competitor here: its removal took them out already (below).
    EXECUTE competitor_account_daily_upsert(format($reads$(SELECT d.* FROM %I d
      JOIN competitors c ON c.account_id = d.account_id AND c.id = d.competitor_id
      WHERE c.status = 'approved')$reads$, changed)) USING sign;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitor_daily_account_daily_insert AFTER INSERT ON competitor_daily REFERENCING NEW TABLE AS new_reads
  FOR EACH STATEMENT EXECUTE FUNCTION competitor_account_daily_on_reads();
--> statement-breakpoint
CREATE TRIGGER competitor_daily_account_daily_update AFTER UPDATE ON competitor_daily REFERENCING OLD TABLE AS old_reads NEW TABLE AS new_reads
  FOR EACH STATEMENT EXECUTE FUNCTION competitor_account_daily_on_reads();
--> statement-breakpoint
CREATE TRIGGER competitor_daily_account_daily_delete AFTER DELETE ON competitor_daily REFERENCING OLD TABLE AS old_reads
  FOR EACH STATEMENT EXECUTE FUNCTION competitor_account_daily_on_reads();
--> statement-breakpoint
CREATE FUNCTION competitor_account_daily_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE competitor_account_daily;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitor_daily_account_daily_truncate AFTER TRUNCATE ON competitor_daily
  FOR EACH STATEMENT EXECUTE FUNCTION competitor_account_daily_on_truncate();
--> statement-breakpoint
-- An approval puts a competitor's whole history in; a rejection (or a return to suggested) takes it out.
CREATE FUNCTION competitor_account_daily_on_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE competitor_account_daily_upsert($reads$(SELECT d.* FROM competitor_daily d
    JOIN new_status n ON n.account_id = d.account_id AND n.id = d.competitor_id
    JOIN old_status o ON o.id = n.id
    WHERE n.status = 'approved' AND o.status <> 'approved')$reads$) USING 1;
  EXECUTE competitor_account_daily_upsert($reads$(SELECT d.* FROM competitor_daily d
    JOIN old_status o ON o.account_id = d.account_id AND o.id = d.competitor_id
    JOIN new_status n ON n.id = o.id
    WHERE o.status = 'approved' AND n.status <> 'approved')$reads$) USING -1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitors_account_daily_status AFTER UPDATE ON competitors
  REFERENCING OLD TABLE AS old_status NEW TABLE AS new_status
  FOR EACH STATEMENT EXECUTE FUNCTION competitor_account_daily_on_status();
--> statement-breakpoint
-- A removed approved competitor's reads are taken out before the cascade deletes them (the cascade's own trigger
-- above then finds no competitor to count them for).
CREATE FUNCTION competitor_account_daily_on_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'approved' THEN
    EXECUTE competitor_account_daily_upsert(format(
      '(SELECT * FROM competitor_daily WHERE account_id = %s AND competitor_id = %s)', OLD.account_id, OLD.id)) USING -1;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitors_account_daily_remove BEFORE DELETE ON competitors
  FOR EACH ROW EXECUTE FUNCTION competitor_account_daily_on_remove();
--> statement-breakpoint
-- The histories already read (databases migrated from 0063).
DO $$ BEGIN
  EXECUTE competitor_account_daily_upsert($reads$(SELECT d.* FROM competitor_daily d
    JOIN competitors c ON c.account_id = d.account_id AND c.id = d.competitor_id
    WHERE c.status = 'approved')$reads$) USING 1;
END $$;
