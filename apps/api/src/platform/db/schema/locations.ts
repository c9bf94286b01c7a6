import type { WeekHours } from '@repute/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';

export type { WeekHours };

export const locations = pgTable(
  'locations',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    publicName: text('public_name'),
    address: text('address'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    /** Reference ids of the shipped country, state and category lists (apps/api/src/modules/reference). */
    stateId: integer('state_id'),
    stateCode: text('state_code'),
    country: text('country').notNull().default('United States'),
    countryId: integer('country_id'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    website: text('website'),
    externalId: text('external_id'),
    googlePlaceId: text('google_place_id'),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    openStatus: text('open_status', { enum: ['active', 'temporarily_inactive', 'inactive'] })
      .notNull()
      .default('active'),
    isHeadquarters: boolean('is_headquarters').notNull().default(false),
    hours: jsonb('hours').$type<WeekHours>(),
    npiNumbers: text('npi_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** Listing status (spec 001 §4 "Auto Sync toggle") and why a location is not eligible. */
    status: text('status', { enum: ['published', 'eligible_not_published', 'not_eligible'] })
      .notNull()
      .default('eligible_not_published'),
    statusReason: text('status_reason'),
    issuesMuted: boolean('issues_muted').notNull().default(false),
    /** Lower-cased text the keyword search reads, kept by PostgreSQL so a search does not rebuild it per row. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(public_name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(state_code, '') || ' ' || coalesce(zipcode, '') || ' ' || coalesce(external_id, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('locations_account_name_idx').on(table.accountId, table.name),
    index('locations_account_place_idx').on(table.accountId, table.googlePlaceId),
    // The keyword search's LIKE '%word%' (pg_trgm, migration 0070).
    index('locations_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('groups_account_name_idx').on(table.accountId, table.name),
    uniqueIndex('groups_account_name_key').on(table.accountId, sql`lower(${table.name})`),
  ],
);

export const groupLocations = pgTable(
  'group_locations',
  {
    accountId: tenantAccountId(),
    groupId: integer('group_id').notNull(),
    locationId: integer('location_id').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'group_locations_group_id_groups_id_fk',
      columns: [table.accountId, table.groupId],
      foreignColumns: [groups.accountId, groups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_locations_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.groupId, table.locationId, table.accountId] }),
    index('group_locations_location_idx').on(table.locationId),
  ],
);

/** Holiday hours of spec 001 §3 "Special hours": one entry per location and date. */
export const specialHours = pgTable(
  'special_hours',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    is24Hours: boolean('is_24_hours').notNull().default(false),
    hours: jsonb('hours').$type<{ open_time: string; close_time: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'special_hours_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('special_hours_location_date_key').on(table.locationId, table.startDate, table.accountId),
  ],
);

/** A location's page on a review site (GET /urls); source ids are those of the source catalogue. */
export const locationUrls = pgTable(
  'location_urls',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    sourceId: integer('source_id').notNull(),
    url: text('url').notNull(),
    /** The URL customers are sent to when asked for a review. */
    requestReviews: boolean('request_reviews').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'location_urls_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('location_urls_location_source_key').on(table.locationId, table.sourceId, table.accountId),
  ],
);

/** Directory-specific phone and website of a location (spec 001 §3 "overrides"). */
export const locationSourceOverrides = pgTable(
  'location_source_overrides',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    sourceId: integer('source_id').notNull(),
    phone: text('phone'),
    website: text('website'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'location_source_overrides_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('location_source_overrides_key').on(table.locationId, table.sourceId, table.accountId),
  ],
);
