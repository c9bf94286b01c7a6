import type { DirectoryCode } from '@repute/domain';
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
import { accounts } from './accounts';
import { locations } from './locations';
import { tenantAccountId } from './tenant';

/**
 * One location at one listing directory (spec 001 §3 "Directory entry"): what the directory showed at its last
 * scan, and the change queued for it. The status is the difference between the location's data now and
 * `scanned` (decision 0060); the fields that differ are kept, with when they were worked out, so that the list
 * can filter and sort by status in SQL (decision 0076).
 */
export const listingDirectories = pgTable(
  'listing_directories',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    directoryCode: text('directory_code').$type<DirectoryCode>().notNull(),
    /** False when the directory's integration does not hold the location (pending_claim). */
    claimed: boolean('claimed').notNull().default(true),
    listingUrl: text('listing_url'),
    /** The directory's listing as last scanned, in the location's fields (public_name, phone, hours...). */
    scanned: jsonb('scanned').$type<Record<string, unknown>>(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastPublishedAt: timestamp('last_published_at', { withTimezone: true }),
    /** When the queued change goes: after Auto Sync's quiet time, and within the directory's rate limits. */
    publishDueAt: timestamp('publish_due_at', { withTimezone: true }),
    /** A change is being sent now (in_progress). */
    publishing: boolean('publishing').notNull().default(false),
    lastError: text('last_error'),
    /** The fields that differ from the location's data, as last worked out (decision 0076: the list's status SQL). */
    differingFields: text('differing_fields').array(),
    /** When the data compared was read (server clock); a listing change after it (`dataChangedAt`) makes it stale. */
    comparedAt: timestamp('compared_at', { withTimezone: true }),
    /** The day compared for: holiday hours count from today, so a comparison holds for its day. */
    comparedOn: date('compared_on', { mode: 'string' }),
    dataChangedAt: timestamp('data_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'listing_directories_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('listing_directories_location_directory_key').on(
      table.locationId,
      table.directoryCode,
      table.accountId,
    ),
    index('listing_directories_account_location_idx').on(table.accountId, table.locationId),
    index('listing_directories_due_idx').on(table.publishDueAt),
  ],
);

/** The last change to a location's listing data: Auto Sync sends it 30 minutes after the last one (spec 001 §9). */
export const listingChanges = pgTable(
  'listing_changes',
  {
    locationId: integer('location_id').notNull(),
    accountId: tenantAccountId(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.locationId, table.accountId] }),
    foreignKey({
      name: 'listing_changes_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Who publishes an account's listings (decision 0105): no row is Repute itself ('internal'); a row names the
 * outside provider that does, and Repute then only scans.
 */
export const listingProviders = pgTable('listing_providers', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each location's listings in sync on a day (decision 0107): its directories in sync and its countable ones, as
 * the status SQL counts them, kept by the daily job and after each scan (a day's last write stands for the day).
 * Location Performance reads the day a past window ends on. The key carries the counts (INCLUDE, migration 0035,
 * which Drizzle's primaryKey does not spell), so that a day's read is index-only.
 */
export const listingSyncDays = pgTable(
  'listing_sync_days',
  {
    accountId: tenantAccountId(),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: integer('location_id').notNull(),
    inSync: integer('in_sync').notNull(),
    countable: integer('countable').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'listing_sync_days_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    index('listing_sync_days_location_idx').on(table.accountId, table.locationId),
    primaryKey({ name: 'listing_sync_days_pk', columns: [table.accountId, table.day, table.locationId] }),
  ],
);
