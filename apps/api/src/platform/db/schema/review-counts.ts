import { date, doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';

/**
 * The account's reviews that are not removed, counted per calendar day (in the account's time zone), source,
 * rating and sentiment: what the dashboard and the reviews list's _total read when no filter needs single
 * reviews (location, group, category, search terms, response state, removed reviews). A year of a busy
 * account is a few thousand rows instead of hundreds of thousands of reviews.
 *
 * Kept exact by statement-level triggers on reviews (migration 0007), so every writer (sync, responses, seed,
 * bench loader, cascading deletes) keeps it right without knowing about it, and rebuilt for an account when
 * its time zone changes.
 */
export const reviewDailyCounts = pgTable(
  'review_daily_counts',
  {
    accountId: tenantAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    sentiment: smallint('sentiment').notNull(),
    reviews: integer('reviews').notNull(),
    responded: integer('responded').notNull(),
    /** Sum over the responded reviews of seconds from publication to response (average response time). */
    responseSeconds: doublePrecision('response_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.sourceId, table.rating, table.sentiment] })],
);

/**
 * The same counts totalled per account and calendar day: what the reads that filter by dates alone sum (the
 * overview, the monthly breakdown, the reviews list's _total), a row a day where review_daily_counts has up to a row
 * per source, rating and sentiment. Kept exact from review_daily_counts by statement-level triggers on it
 * (migration 0069, decision 0184).
 */
export const reviewDayTotals = pgTable(
  'review_day_totals',
  {
    accountId: tenantAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
    /** Reviews with a star rating (rating > 0), and the sum of their ratings. */
    rated: integer('rated').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    positive: integer('positive').notNull(),
    negative: integer('negative').notNull(),
    responded: integer('responded').notNull(),
    responseSeconds: doublePrecision('response_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/**
 * The account's reviews that are not removed, counted per word of their author and text (the lexemes of
 * search_vector) and calendar day in the account's time zone: a one-word search's _total over a window is a
 * sum of at most a row a day, where counting the reviews visits every match (decision 0182). Kept exact like
 * review_daily_counts, by statement-level triggers on reviews (migration 0068), and rebuilt for an account when
 * its time zone changes.
 */
export const reviewWordDailyCounts = pgTable(
  'review_word_daily_counts',
  {
    accountId: tenantAccountId(),
    /** COLLATE "C" in migration 0068, as its fill factor: drizzle declares neither. */
    word: text('word').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.word, table.day] })],
);
