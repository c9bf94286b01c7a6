import {
  date,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';

/**
 * Every location's reviews that are not removed, per calendar month (in the account's time zone): what
 * Location Performance reads for whole months. Kept exact by triggers on reviews (migration 0016), like
 * review_daily_counts. Ratings of 0 (no rating) are counted in reviews but not in rated or rating_sum.
 */
export const locationReviewMonthlyCounts = pgTable(
  'location_review_monthly_counts',
  {
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
    rated: integer('rated').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    responded: integer('responded').notNull(),
    responseSeconds: doublePrecision('response_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month, table.locationId] })],
);

/** The same per calendar day: what a window's partial months read (the days at its ends). */
export const locationReviewDailyCounts = pgTable(
  'location_review_daily_counts',
  {
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
    rated: integer('rated').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    responded: integer('responded').notNull(),
    responseSeconds: doublePrecision('response_seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.locationId] })],
);

/**
 * An account's target score settings (spec 001 §3: each input's target and weight) and its custom score
 * weights (custom_score), one row per account. Targets are jsonb records keyed by the inputs' names.
 */
export const performanceSettings = pgTable('performance_settings', {
  accountId: tenantAccountId().primaryKey(),
  targets: jsonb('targets').$type<Record<string, number | null>>(),
  targetWeights: jsonb('target_weights').$type<Record<string, number>>(),
  customWeights: jsonb('custom_weights').$type<Record<string, number>>(),
  targetsUpdatedBy: integer('targets_updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A location's own targets, overriding the account's for the inputs it sets (spec 000 §7). */
export const locationCustomTargets = pgTable(
  'location_custom_targets',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    targets: jsonb('targets').$type<Record<string, number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'location_custom_targets_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('location_custom_targets_location_idx').on(table.accountId, table.locationId),
  ],
);

/** An industry score an operator imported for a vertical (`repute import-benchmarks`); not tenant data. */
export const industryBenchmarks = pgTable('industry_benchmarks', {
  verticalId: text('vertical_id').primaryKey(),
  score: doublePrecision('score').notNull(),
  accountCount: integer('account_count'),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
