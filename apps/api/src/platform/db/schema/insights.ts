import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { reviews } from './reviews';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/**
 * The account of an analysis, mention, category or count row, without a foreign key to accounts (decisions 0101
 * and 0108): a key's check was a lookup per row the analysis wrote. The analysis, mention and category rows go with
 * their review (whose key holds the account), the counts with the account by a trigger on accounts (migration 0032).
 */
const countedAccountId = () => integer('account_id').notNull();

/**
 * A review's text analysis (issue 12): overall sentiment and score, which model read it and a hash of the text
 * it read, so a text that did not change is not analysed again.
 */
export const reviewAnalyses = pgTable(
  'review_analyses',
  {
    reviewId: integer('review_id').notNull(),
    accountId: countedAccountId(),
    sentiment: smallint('sentiment').notNull(),
    score: real('score').notNull(),
    modelVersion: text('model_version').notNull(),
    textHash: text('text_hash').notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.accountId] }),
    foreignKey({
      name: 'review_analyses_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The review's dimensions the counts are kept by, copied onto every analysis row so that the count triggers
 * (migration 0014) read one row: a review's change of rating, location, source, date or removal is copied here
 * by a trigger on reviews, which moves the counts; a deleted review's rows cascade and take their counts along.
 */
const reviewDimensions = () => ({
  accountId: countedAccountId(),
  reviewId: integer('review_id').notNull(),
  locationId: integer('location_id').notNull(),
  sourceId: integer('source_id').notNull(),
  rating: smallint('rating').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** False while the review is removed: removed reviews are not counted (as in review_daily_counts). */
  counted: boolean('counted').notNull().default(true),
});

/** One mention of a keyword: where it is in the text, the sentence around it and that sentence's sentiment. */
export const reviewKeywords = pgTable(
  'review_keywords',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    ...reviewDimensions(),
    /** The review's experience categories: a keyword's counts are also kept per category of its review. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    short: text('short').notNull(),
    sentenceStart: integer('sentence_start').notNull(),
    sentenceEnd: integer('sentence_end').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    sentiment: smallint('sentiment').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'review_keywords_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    index('review_keywords_review_idx').on(table.reviewId),
    index('review_keywords_short_idx').on(table.accountId, table.short, table.publishedAt.desc().nullsFirst()),
  ],
);

/** An experience category a review touches, with the review's sentiment about it. */
export const reviewCategories = pgTable(
  'review_categories',
  {
    ...reviewDimensions(),
    category: text('category').notNull(),
    sentiment: smallint('sentiment').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.category, table.accountId] }),
    foreignKey({
      name: 'review_categories_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    index('review_categories_category_idx').on(table.accountId, table.category, table.publishedAt.desc().nullsFirst()),
  ],
);

/**
 * Keyword mentions counted per account day (its time zone), source, rating, keyword, sentence sentiment and the
 * set of the review's experience categories (sorted; decision 0101): what the mentioned keywords call reads for the
 * days of a range's partial months when no location or group is asked for. A category filter reads the rows whose
 * set holds it. Kept exact by triggers on review_keywords.
 */
export const keywordCounts = pgTable(
  'keyword_counts',
  {
    accountId: countedAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    short: text('short').notNull(),
    sentiment: smallint('sentiment').notNull(),
    categories: text('categories').array().notNull(),
    mentions: integer('mentions').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'keyword_counts_pk',
      columns: [
        table.accountId,
        table.day,
        table.sourceId,
        table.rating,
        table.short,
        table.sentiment,
        table.categories,
      ],
    }),
  ],
);

/**
 * keyword_counts per location as well: what a location or group filter reads. Every count table's primary key
 * carries its count (INCLUDE, migration 0032, which Drizzle's primaryKey does not spell), for index-only reads.
 */
export const keywordLocationCounts = pgTable(
  'keyword_location_counts',
  {
    accountId: countedAccountId(),
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    short: text('short').notNull(),
    sentiment: smallint('sentiment').notNull(),
    categories: text('categories').array().notNull(),
    mentions: integer('mentions').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'keyword_location_counts_pk',
      columns: [
        table.accountId,
        table.locationId,
        table.day,
        table.sourceId,
        table.rating,
        table.short,
        table.sentiment,
        table.categories,
      ],
    }),
  ],
);

/**
 * Keyword mentions by calendar month, one row per mention's set of categories as the day counts (decision 0108): a
 * year is read from twelve months' rows plus the days of its partial months at either end, not from 365 days' rows.
 */
export const keywordMonthCounts = pgTable(
  'keyword_month_counts',
  {
    accountId: countedAccountId(),
    month: date('month', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    short: text('short').notNull(),
    sentiment: smallint('sentiment').notNull(),
    categories: text('categories').array().notNull(),
    mentions: integer('mentions').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'keyword_month_counts_pk',
      columns: [
        table.accountId,
        table.month,
        table.sourceId,
        table.rating,
        table.short,
        table.sentiment,
        table.categories,
      ],
    }),
  ],
);

/** category_counts by calendar month. */
export const categoryMonthCounts = pgTable(
  'category_month_counts',
  {
    accountId: countedAccountId(),
    month: date('month', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    category: text('category').notNull(),
    sentiment: smallint('sentiment').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'category_month_counts_pk',
      columns: [table.accountId, table.month, table.sourceId, table.rating, table.category, table.sentiment],
    }),
  ],
);

/** Reviews per experience category and sentiment, per account day, source and rating. */
export const categoryCounts = pgTable(
  'category_counts',
  {
    accountId: countedAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    category: text('category').notNull(),
    sentiment: smallint('sentiment').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'category_counts_pk',
      columns: [table.accountId, table.day, table.sourceId, table.rating, table.category, table.sentiment],
    }),
  ],
);

/** category_counts per location as well. */
export const categoryLocationCounts = pgTable(
  'category_location_counts',
  {
    accountId: countedAccountId(),
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: integer('source_id').notNull(),
    rating: smallint('rating').notNull(),
    category: text('category').notNull(),
    sentiment: smallint('sentiment').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'category_location_counts_pk',
      columns: [
        table.accountId,
        table.locationId,
        table.day,
        table.sourceId,
        table.rating,
        table.category,
        table.sentiment,
      ],
    }),
  ],
);

/**
 * Reviews whose text arrived or changed and waits for the analysis job; filled by triggers on reviews so every
 * writer (sync, seed, bench loader) is covered. queued_at moves when the text changes again while it waits, so
 * the job deletes only the marks it has read.
 */
export const reviewAnalysisPending = pgTable(
  'review_analysis_pending',
  {
    reviewId: integer('review_id').notNull(),
    accountId: tenantAccountId(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.accountId] }),
    foreignKey({
      name: 'review_analysis_pending_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    index('review_analysis_pending_account_idx').on(table.accountId, table.reviewId),
  ],
);

/** An account's own sentiment model, retrained from its rated reviews (the base model ships with Repute). */
export const sentimentModels = pgTable('sentiment_models', {
  accountId: tenantAccountId().primaryKey(),
  version: text('version').notNull(),
  model: jsonb('model').notNull(),
  /** Rated reviews it was trained on: retraining waits until the account has clearly more. */
  examples: integer('examples').notNull(),
  trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A re-analysis of every review of an account: its progress, persisted so it can be read and resumed. */
export const reanalysisRuns = pgTable(
  'reanalysis_runs',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    status: text('status', { enum: ['queued', 'running', 'complete', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** The last review id analysed: a run that stopped goes on from here. */
    cursor: integer('cursor').notNull().default(0),
    requestedByUserId: integer('requested_by_user_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('reanalysis_runs_requested_by_user_id_users_id_fk', [
      table.accountId,
      table.requestedByUserId,
    ]).onDelete('set null'),
    index('reanalysis_runs_account_idx').on(table.accountId, table.id.desc().nullsFirst()),
  ],
);
