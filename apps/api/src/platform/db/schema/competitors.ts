import type { CompetitorStatus } from '@repute/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';

/** A brand groups competitor locations ("Smile Dental" across 14 locations); decision 0136. */
export const competitorBrands = pgTable(
  'competitor_brands',
  {
    id: serial('id').primaryKey(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('competitor_brands_account_name_idx').on(table.accountId, table.name)],
);

/**
 * A business near one of the account's locations: suggested from Google's nearby places, approved or rejected by
 * a user, or added by hand. Its Google place id and Yelp business id say where its aggregates are read.
 */
export const competitors = pgTable(
  'competitors',
  {
    id: serial('id').primaryKey(),
    accountId: tenantAccountId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => competitorBrands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    googlePlaceId: text('google_place_id'),
    yelpBusinessId: text('yelp_business_id'),
    status: text('status').$type<CompetitorStatus>().notNull(),
    origin: text('origin').$type<'suggested' | 'manual'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competitors_account_location_idx').on(table.accountId, table.locationId),
    uniqueIndex('competitors_location_place_idx')
      .on(table.locationId, table.googlePlaceId)
      .where(sql`google_place_id is not null`),
  ],
);

/**
 * One row per competitor, source and day: the public aggregates read that day (decision 0137). The overview reads
 * whole days of the account (its window's ends, its trend's days) through the second index, which carries the
 * figures so the table itself is not visited (migration 0056), and probes the primary key only for a place not read
 * on those days (decision 0154).
 */
export const competitorDaily = pgTable(
  'competitor_daily',
  {
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    sourceId: smallint('source_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: tenantAccountId(),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull(),
    /** Share of reviews answered (0 to 1), where the source shows answers. */
    responseRate: real('response_rate'),
  },
  (table) => [
    primaryKey({ columns: [table.competitorId, table.sourceId, table.day, table.accountId] }),
    index('competitor_daily_account_day_idx').on(table.accountId, table.day),
  ],
);

/**
 * The approved competitors' daily reads of each account and source, summed: the competitor trend's points (decision
 * 0171). Kept by triggers in the transaction of every write to competitor_daily and of every status change
 * (migration 0064); `places` counts the reads summed, so a day with none reads as no day.
 */
export const competitorAccountDaily = pgTable(
  'competitor_account_daily',
  {
    accountId: tenantAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    sourceId: smallint('source_id').notNull(),
    places: integer('places').notNull(),
    ratedCount: bigint('rated_count', { mode: 'number' }).notNull(),
    ratingSum: doublePrecision('rating_sum').notNull(),
    reviewCount: bigint('review_count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.sourceId] })],
);
