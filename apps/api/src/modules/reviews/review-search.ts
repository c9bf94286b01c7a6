import { type SQL, sql } from 'drizzle-orm';
import { reviews } from '../../platform/db/schema';

/** The week buckets of review_search_terms (migration 0066): whole weeks of seconds since 1970, in UTC. */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** A wider window is searched by its words alone: its weeks would be a long list that narrows little. */
const MAX_WINDOW_WEEKS = 160;

/**
 * The weeks a from/to window of calendar days can touch in any time zone: UTC offsets (-12 to +14 hours) put its
 * first instant on the UTC day before `from` at the earliest and its last on the UTC day after `to` at the latest,
 * and a week starts at a UTC midnight. Null without both dates, for an empty window (from after to: the plain date
 * conditions answer nothing, where a range would be an error), or when the window is too wide for its weeks to
 * narrow a search.
 */
export function windowWeeks(from: string | undefined, to: string | undefined): [number, number] | null {
  if (!from || !to || from > to) return null;
  // Date.parse reads a YYYY-MM-DD date as midnight UTC.
  const first = Math.floor((Date.parse(from) - DAY_MS) / WEEK_MS);
  const last = Math.floor((Date.parse(to) + DAY_MS) / WEEK_MS);
  return last - first < MAX_WINDOW_WEEKS ? [first, last] : null;
}

const searchTerms = sql`review_search_terms(${reviews.searchVector}, ${reviews.publishedAt})`;

/**
 * The reviews whose author and text hold every word of `terms` (search_vector @@ plainto_tsquery, the one exact
 * test), with the condition reviews_search_terms_idx answers beside it, which every such review meets: within a
 * window's weeks, its longest word in one of those weeks; otherwise all its words. An empty array (terms without
 * words) is a null, which matches nothing at once instead of the whole index.
 */
export function searchCondition(terms: string, weeks: [number, number] | null): SQL {
  const words = sql`tsvector_to_array(to_tsvector('simple'::regconfig, ${terms}))`;
  const indexed = weeks
    ? sql`${searchTerms} && array(
        select word || ' ' || week
          from (select word from unnest(${words}) as word order by length(word) desc, word limit 1) as longest,
               generate_series(${weeks[0]}::int, ${weeks[1]}::int) as week)`
    : sql`${searchTerms} @> nullif(${words}, '{}')`;
  return sql`${indexed} and ${wordsMatch(terms)}`;
}

/** The one exact test of a search: the review's author and text hold every word of `terms`. */
export function wordsMatch(terms: string): SQL {
  return sql`${reviews.searchVector} @@ plainto_tsquery('simple'::regconfig, ${terms})`;
}

/**
 * The window as one range, computed once, for a search that the weeks narrow: a published_at >= and < pair would be
 * an index condition, and the planner, which cannot know that a week's matches are the window's, would intersect
 * them with every review of the window (tens of thousands of index entries for a few thousand matches).
 */
export function publishedWithin(lower: SQL, upper: SQL): SQL {
  return sql`(select tstzrange(${lower}, ${upper})) @> ${reviews.publishedAt}`;
}
