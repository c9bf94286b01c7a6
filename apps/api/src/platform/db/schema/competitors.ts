import type { CompetitorStatus } from '@repute/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
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
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('competitor_brands_account_name_idx').on(table.accountId, table.name),
  ],
);

/**
 * A business near one of the account's locations: suggested from Google's nearby places, approved or rejected by
 * a user, or added by hand. Its Google place id and Yelp business id say where its aggregates are read.
 */
export const competitors = pgTable(
  'competitors',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    brandId: integer('brand_id'),
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
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'competitors_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'competitors_brand_id_competitor_brands_id_fk',
      columns: [table.accountId, table.brandId],
      foreignColumns: [competitorBrands.accountId, competitorBrands.id],
    }).onDelete('set null'),
    index('competitors_brand_idx').on(table.accountId, table.brandId),
    index('competitors_account_location_idx').on(table.accountId, table.locationId),
    uniqueIndex('competitors_location_place_idx')
      .on(table.locationId, table.googlePlaceId, table.accountId)
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
    competitorId: integer('competitor_id').notNull(),
    sourceId: smallint('source_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: tenantAccountId(),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull(),
    /** Share of reviews answered (0 to 1), where the source shows answers. */
    responseRate: real('response_rate'),
  },
  (table) => [
    foreignKey({
      name: 'competitor_daily_competitor_id_competitors_id_fk',
      columns: [table.accountId, table.competitorId],
      foreignColumns: [competitors.accountId, competitors.id],
    }).onDelete('cascade'),
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
