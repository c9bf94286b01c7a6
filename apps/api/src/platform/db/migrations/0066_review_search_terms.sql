-- Hand-written (decision 0175): the reviews list's search_terms read an index that answers them (issue 33 §3),
-- instead of every review of a word intersected with every review of the dates.
--
-- A review's search terms: its words (the lexemes of search_vector), and each word paired with the week it was
-- published in (whole weeks of seconds since 1970, so UTC and no time zone). A search over a date window asks the
-- index for the word in the window's weeks: about the window's own matches, where the words alone were every match
-- of all time, intersected with every review of the window. Immutable: it reads only its arguments (extract of an
-- epoch does not depend on the time zone), and infinity yields 'Infinity' rather than an error.
CREATE FUNCTION review_search_terms(search_vector tsvector, published_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN tsvector_to_array(search_vector) || array(
  SELECT lexeme || ' ' || floor(extract(epoch FROM published_at) / 604800)::text
  FROM unnest(tsvector_to_array(search_vector)) AS lexeme
);--> statement-breakpoint
-- Built in the migration's transaction (the migrator runs every file in one): writes to reviews wait for the build,
-- about a minute and a half a million reviews on a busy two-core machine.
CREATE INDEX "reviews_search_terms_idx" ON "reviews" USING gin (review_search_terms("search_vector", "published_at"));--> statement-breakpoint
-- The words-only index it replaces: the new one answers a search without dates (all its words, @>) as well.
DROP INDEX "reviews_search_idx";
