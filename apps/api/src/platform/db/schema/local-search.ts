import { sql } from 'drizzle-orm';
import {
  doublePrecision,
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

/** A keyword a location tracks, with the grid its scans ask at (issue 29, decision 0138). */
export const localSearches = pgTable(
  'local_searches',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    keyword: text('keyword').notNull(),
    gridSize: integer('grid_size').notNull(),
    spacing: doublePrecision('spacing').notNull(),
    spacingUnit: text('spacing_unit', { enum: ['mi', 'km'] }).notNull(),
    centerLatitude: doublePrecision('center_latitude').notNull(),
    centerLongitude: doublePrecision('center_longitude').notNull(),
    schedule: text('schedule', { enum: ['weekly', 'off'] })
      .notNull()
      .default('weekly'),
    /** When the weekly scan comes due; null when scans run only on demand. */
    nextScanAt: timestamp('next_scan_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The latest finished scan and its measures, copied when a scan finishes (decision 0155): the list sorts every
     * search by them without looking up its scans. Null until a scan finishes. No foreign key: the scan belongs to
     * this row, and goes when it goes.
     */
    latestScanId: integer('latest_scan_id'),
    latestFinishedAt: timestamp('latest_finished_at', { withTimezone: true }),
    latestPointsAnswered: integer('latest_points_answered'),
    latestSolv: doublePrecision('latest_solv'),
    latestArp: doublePrecision('latest_arp'),
    latestAtrp: doublePrecision('latest_atrp'),
    latestTopArea: doublePrecision('latest_top_area'),
    latestNearArea: doublePrecision('latest_near_area'),
    latestFarArea: doublePrecision('latest_far_area'),
    latestNotFoundArea: doublePrecision('latest_not_found_area'),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'local_searches_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('local_searches_keyword_key').on(table.accountId, table.locationId, sql`lower(${table.keyword})`),
    index('local_searches_due_idx').on(table.nextScanAt),
  ],
);

/**
 * One scan of a tracked search: its grid as it was asked (points, cell size) and, once every point is done, its
 * measures, kept on the row so the list reads one row a search (docs/local-search.md).
 */
export const localSearchScans = pgTable(
  'local_search_scans',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    searchId: integer('search_id').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done'] })
      .notNull()
      .default('queued'),
    pointsTotal: integer('points_total').notNull(),
    cellKm: doublePrecision('cell_km').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    pointsAnswered: integer('points_answered'),
    solv: doublePrecision('solv'),
    arp: doublePrecision('arp'),
    atrp: doublePrecision('atrp'),
    topArea: doublePrecision('top_area'),
    nearArea: doublePrecision('near_area'),
    farArea: doublePrecision('far_area'),
    notFoundArea: doublePrecision('not_found_area'),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'local_search_scans_search_id_local_searches_id_fk',
      columns: [table.accountId, table.searchId],
      foreignColumns: [localSearches.accountId, localSearches.id],
    }).onDelete('cascade'),
    index('local_search_scans_search_idx').on(table.searchId, table.finishedAt.desc().nullsFirst()),
    index('local_search_scans_month_idx').on(table.accountId, table.createdAt),
  ],
);

export type AbovePlace = { place_id: string; name: string };

/**
 * One point of a scan (decision 0139): written unclaimed when the scan is made; a worker claims it before it asks
 * the provider, so a point is asked at most once even when a worker dies between asking and recording.
 */
export const localSearchPoints = pgTable(
  'local_search_points',
  {
    scanId: integer('scan_id').notNull(),
    pointIndex: integer('point_index').notNull(),
    accountId: tenantAccountId(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 1–20; null: not found (when answered) or never answered. */
    rank: integer('rank'),
    /** The businesses listed above the location at this point, best first. */
    above: jsonb('above').$type<AbovePlace[]>(),
  },
  (table) => [
    foreignKey({
      name: 'local_search_points_scan_id_local_search_scans_id_fk',
      columns: [table.accountId, table.scanId],
      foreignColumns: [localSearchScans.accountId, localSearchScans.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.scanId, table.pointIndex, table.accountId] }),
  ],
);

/** An account's grid points a month, when an operator set one; otherwise DEFAULT_MONTHLY_POINT_BUDGET. */
export const localSearchBudgets = pgTable('local_search_budgets', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  monthlyPoints: integer('monthly_points').notNull(),
});
