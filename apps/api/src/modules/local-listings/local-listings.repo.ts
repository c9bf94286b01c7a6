import {
  type DiffField,
  type DirectoryCode,
  type GoogleQuotaUse,
  INTERNAL_PROVIDER,
  type PageWindow,
  type SortTerm,
} from '@repute/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orderByOf } from '../../platform/db/list-query';
import {
  groupLocations,
  listingChanges,
  listingDirectories,
  listingProviders,
  listingSyncDays,
  locationSourceOverrides,
  locations,
  specialHours,
} from '../../platform/db/schema';
import {
  type DirectoryColumn,
  directoryInSyncCountsSql,
  LOCATION_STATUS_RANK,
  locationInSyncCountsSql,
  locationStatusRanksSql,
} from './listing-status.sql';

export type ListingDirectoryRow = typeof listingDirectories.$inferSelect;
export type ListingLocationRow = Pick<
  typeof locations.$inferSelect,
  | 'id'
  | 'accountId'
  | 'name'
  | 'publicName'
  | 'address'
  | 'address2'
  | 'city'
  | 'stateCode'
  | 'zipcode'
  | 'phone'
  | 'website'
  | 'categoryName'
  | 'openStatus'
  | 'hours'
  | 'externalId'
  | 'googlePlaceId'
  | 'status'
  | 'statusReason'
>;
export type OverrideRow = typeof locationSourceOverrides.$inferSelect;
export type SpecialHoursRow = typeof specialHours.$inferSelect;

/** A location's listings in sync: its directories in sync, of its countable ones (decision 0107). */
export type SyncCountRow = { locationId: number; inSync: number; countable: number };

export type LocationFilter = { locationIds?: number[]; groupId?: number };

/** What the fields that differ were worked out from: when the data was read, and for which day. */
export type Comparison = { fields: DiffField[]; readAt: Date; day: string };

export type ListingPageQuery = {
  columns: readonly DirectoryColumn[];
  statuses?: readonly (keyof typeof LOCATION_STATUS_RANK)[];
  sort: readonly SortTerm[];
  window: PageWindow;
};

/** The list's sort fields over the `listed` rows of `page` (their status rank, and the latest of their directories). */
const SORT_COLUMNS = {
  status: sql`status_rank`,
  name: sql`lower(name)`,
  last_checked_at: sql`coalesce(last_checked_at, '-infinity')`,
  last_published_at: sql`coalesce(last_published_at, '-infinity')`,
};

const comparisonValues = (comparison: Comparison) => ({
  differingFields: comparison.fields,
  comparedAt: comparison.readAt,
  comparedOn: comparison.day,
});

const LOCATION_COLUMNS = {
  id: locations.id,
  accountId: locations.accountId,
  name: locations.name,
  publicName: locations.publicName,
  address: locations.address,
  address2: locations.address2,
  city: locations.city,
  stateCode: locations.stateCode,
  zipcode: locations.zipcode,
  phone: locations.phone,
  website: locations.website,
  categoryName: locations.categoryName,
  openStatus: locations.openStatus,
  hours: locations.hours,
  externalId: locations.externalId,
  googlePlaceId: locations.googlePlaceId,
  status: locations.status,
  statusReason: locations.statusReason,
};

function locationsWhere(accountId: number, filter: LocationFilter): SQL | undefined {
  const inGroup =
    filter.groupId === undefined
      ? undefined
      : sql`${locations.id} in (select ${groupLocations.locationId} from ${groupLocations}
          where ${groupLocations.accountId} = ${accountId} and ${groupLocations.groupId} = ${filter.groupId})`;
  return and(
    eq(locations.accountId, accountId),
    filter.locationIds ? inArray(locations.id, filter.locationIds) : undefined,
    inGroup,
  );
}

/**
 * The listings' SQL. The desired state of a listing is the location's own data with its directory overrides and
 * holiday hours, so this repo reads those tables (decision 0060) and writes only its own, and the location's
 * Auto Sync status.
 */
export function createLocalListingsRepo(db: Database) {
  return {
    /** Who publishes the account's listings (decision 0105): 'internal' (Repute) unless an operator named another. */
    async provider(accountId: number): Promise<string> {
      const [row] = await db
        .select({ provider: listingProviders.provider })
        .from(listingProviders)
        .where(eq(listingProviders.accountId, accountId));
      return row?.provider ?? INTERNAL_PROVIDER;
    },

    /** Repute publishes again (no row), or the named outside provider does. */
    async setProvider(accountId: number, provider: string) {
      if (provider === INTERNAL_PROVIDER) {
        await db.delete(listingProviders).where(eq(listingProviders.accountId, accountId));
        return;
      }
      await db
        .insert(listingProviders)
        .values({ accountId, provider })
        .onConflictDoUpdate({ target: listingProviders.accountId, set: { provider, updatedAt: new Date() } });
    },

    /** Auto Sync off for every location of the account; returns those it was on for. */
    async autoSyncOffEverywhere(accountId: number): Promise<number[]> {
      const rows = await db
        .update(locations)
        .set({ status: 'eligible_not_published', statusReason: null, updatedAt: new Date() })
        .where(and(eq(locations.accountId, accountId), eq(locations.status, 'published')))
        .returning({ id: locations.id });
      return rows.map((row) => row.id);
    },

    /** Nothing of the account's waits to be sent any more. */
    async cancelAllQueued(accountId: number) {
      await db
        .update(listingDirectories)
        .set({ publishDueAt: null })
        .where(and(eq(listingDirectories.accountId, accountId), isNotNull(listingDirectories.publishDueAt)));
      await db.delete(listingChanges).where(eq(listingChanges.accountId, accountId));
    },

    async locations(accountId: number, filter: LocationFilter): Promise<ListingLocationRow[]> {
      return db
        .select(LOCATION_COLUMNS)
        .from(locations)
        .where(locationsWhere(accountId, filter))
        .orderBy(asc(locations.name), asc(locations.id));
    },

    /** The Google place of the filter's first location by name: the sandbox directories answer an account by it. */
    async firstPlaceId(accountId: number, filter: LocationFilter): Promise<string | null> {
      const [first] = await db
        .select({ placeId: locations.googlePlaceId })
        .from(locations)
        .where(locationsWhere(accountId, filter))
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(1);
      return first?.placeId ?? null;
    },

    /**
     * One page of the listings table in SQL (decision 0076): the filtered locations' ids in the order asked, each
     * location's status worked out by `locationStatusRanksSql`, with how many match in all.
     */
    async listingPage(
      accountId: number,
      filter: LocationFilter,
      query: ListingPageQuery,
    ): Promise<{ ids: number[]; total: number }> {
      const [first] = query.sort;
      const descending = first ? first.descending : true;
      const tieBreak = descending ? [desc(sql`name`), desc(sql`id`)] : [asc(sql`name`), asc(sql`id`)];
      const order = [...orderByOf(query.sort, SORT_COLUMNS, [desc(SORT_COLUMNS.status)]), ...tieBreak];
      const ranks = query.statuses?.map((status) => LOCATION_STATUS_RANK[status]);
      const result = await db.execute<{ ids: number[]; total: number }>(sql`
        with l as (
          select ${locations.id} as id, ${locations.name} as name, ${locations.status} as status from ${locations}
          where ${locationsWhere(accountId, filter)}
        ), ranked as (${locationStatusRanksSql(accountId, query.columns)}
        ), times as (
          select location_id, max(last_checked_at) as last_checked_at, max(last_published_at) as last_published_at
          from listing_directories where account_id = ${accountId} group by location_id
        ), listed as (
          select l.id, l.name, ranked.status_rank, times.last_checked_at, times.last_published_at
          from l join ranked using (id) left join times on times.location_id = l.id
        ), matching as (
          select * from listed
          ${
            ranks
              ? sql`where status_rank in (${sql.join(
                  ranks.map((rank) => sql`${rank}`),
                  sql`, `,
                )})`
              : sql``
          }
        )
        select (select count(*)::int from matching) as total,
          array(select id from matching order by ${sql.join(order, sql`, `)}
            limit ${query.window.limit} offset ${query.window.offset}) as ids`);
      const [row] = result.rows;
      return { ids: row?.ids ?? [], total: row?.total ?? 0 };
    },

    /**
     * The overview's counts in SQL (decision 0088): per directory column, the filtered locations (of the statuses
     * asked) with the directory in sync, and those where it counts at all.
     */
    async overviewCounts(
      accountId: number,
      filter: LocationFilter,
      query: Pick<ListingPageQuery, 'columns' | 'statuses'>,
    ): Promise<{ code: string; in_sync: number; total: number }[]> {
      if (query.columns.length === 0) return [];
      const ranks = query.statuses?.map((status) => LOCATION_STATUS_RANK[status]);
      const matching = ranks
        ? sql`select l.id, l.status from l join (${locationStatusRanksSql(accountId, query.columns)}) ranked using (id)
            where ranked.status_rank in (${sql.join(
              ranks.map((rank) => sql`${rank}`),
              sql`, `,
            )})`
        : sql`select id, status from l`;
      // The counts read the matching locations as `l`, the name the status SQL is written over.
      const result = await db.execute<{ code: string; in_sync: number; total: number }>(sql`
        with l as (
          select ${locations.id} as id, ${locations.status} as status from ${locations}
          where ${locationsWhere(accountId, filter)}
        ), matching as (${matching})
        select * from (with l as (select * from matching) ${directoryInSyncCountsSql(accountId, query.columns)}) counts`);
      return result.rows;
    },

    /** Each location's listings in sync now, from the stored comparisons (one set-based query). */
    async syncCounts(accountId: number, columns: readonly DirectoryColumn[]): Promise<SyncCountRow[]> {
      const result = await db.execute<{ id: number; in_sync: number; countable: number }>(sql`
        with l as (
          select ${locations.id} as id, ${locations.status} as status from ${locations}
          where ${locations.accountId} = ${accountId}
        ) ${locationInSyncCountsSql(accountId, columns)}`);
      return result.rows.map((row) => ({ locationId: row.id, inSync: row.in_sync, countable: row.countable }));
    },

    /**
     * Keeps each location's listings in sync now as the day's (decision 0107): a later write the same day replaces
     * it, and a location that has no value any more loses the day's row.
     */
    async keepSyncDay(accountId: number, day: string, columns: readonly DirectoryColumn[]) {
      await db.execute(sql`
        with l as (
          select ${locations.id} as id, ${locations.status} as status from ${locations}
          where ${locations.accountId} = ${accountId}
        ), counts as (${locationInSyncCountsSql(accountId, columns)}
        ), cleared as (
          delete from ${listingSyncDays} where ${listingSyncDays.accountId} = ${accountId}
            and ${listingSyncDays.day} = ${day} and ${listingSyncDays.locationId} not in (select id from counts)
        )
        insert into ${listingSyncDays} (account_id, day, location_id, in_sync, countable)
        select ${accountId}, ${day}::date, id, in_sync, countable from counts
        on conflict (account_id, day, location_id)
          do update set in_sync = excluded.in_sync, countable = excluded.countable`);
    },

    /** The locations' listings in sync kept for each of `days`. */
    async syncDays(accountId: number, days: string[]): Promise<(SyncCountRow & { day: string })[]> {
      if (days.length === 0) return [];
      return db
        .select({
          day: listingSyncDays.day,
          locationId: listingSyncDays.locationId,
          inSync: listingSyncDays.inSync,
          countable: listingSyncDays.countable,
        })
        .from(listingSyncDays)
        .where(and(eq(listingSyncDays.accountId, accountId), inArray(listingSyncDays.day, days)));
    },

    /** The locations with a directory row whose fields that differ are not known for `day`, or older than an edit. */
    async staleComparisons(accountId: number, day: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ locationId: listingDirectories.locationId })
        .from(listingDirectories)
        .where(
          and(
            eq(listingDirectories.accountId, accountId),
            isNotNull(listingDirectories.scanned),
            or(
              sql`${listingDirectories.comparedOn} is distinct from ${day}`,
              sql`${listingDirectories.comparedAt} is null`,
              sql`${listingDirectories.dataChangedAt} >= ${listingDirectories.comparedAt}`,
            ),
          ),
        );
      return rows.map((row) => row.locationId);
    },

    async saveComparisons(accountId: number, rows: { id: number; comparison: Comparison }[]) {
      for (const { id, comparison } of rows) {
        await db
          .update(listingDirectories)
          .set(comparisonValues(comparison))
          .where(and(eq(listingDirectories.accountId, accountId), eq(listingDirectories.id, id)));
      }
    },

    async directories(accountId: number, locationIds: number[]): Promise<ListingDirectoryRow[]> {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(listingDirectories)
        .where(and(eq(listingDirectories.accountId, accountId), inArray(listingDirectories.locationId, locationIds)));
    },

    async overrides(accountId: number, locationIds: number[]): Promise<OverrideRow[]> {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(locationSourceOverrides)
        .where(
          and(
            eq(locationSourceOverrides.accountId, accountId),
            inArray(locationSourceOverrides.locationId, locationIds),
          ),
        );
    },

    async specialHours(accountId: number, locationIds: number[], fromDate: string): Promise<SpecialHoursRow[]> {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(specialHours)
        .where(
          and(
            eq(specialHours.accountId, accountId),
            inArray(specialHours.locationId, locationIds),
            gte(specialHours.startDate, fromDate),
          ),
        )
        .orderBy(asc(specialHours.startDate));
    },

    /** Auto Sync on (published) or off (eligible_not_published) for the account's locations among `ids`. */
    async setAutoSync(accountId: number, ids: number[], on: boolean): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(locations)
        .set({ status: on ? 'published' : 'eligible_not_published', statusReason: null, updatedAt: new Date() })
        .where(and(eq(locations.accountId, accountId), inArray(locations.id, ids)))
        .returning({ id: locations.id });
      return rows.map((row) => row.id);
    },

    async saveScan(
      accountId: number,
      locationId: number,
      code: DirectoryCode,
      scan: { claimed: boolean; listingUrl: string | null; scanned: Record<string, unknown> | null; at: Date },
      comparison: Comparison,
    ) {
      const values = {
        claimed: scan.claimed,
        listingUrl: scan.listingUrl,
        scanned: scan.scanned,
        lastCheckedAt: scan.at,
        lastError: null,
        ...comparisonValues(comparison),
      };
      await db
        .insert(listingDirectories)
        .values({ accountId, locationId, directoryCode: code, ...values })
        .onConflictDoUpdate({
          target: [listingDirectories.locationId, listingDirectories.directoryCode, listingDirectories.accountId],
          set: values,
        });
    },

    /** Queues a change for each location's directory at its time; a queued one keeps the earlier time. */
    async queue(accountId: number, code: DirectoryCode, due: { locationId: number; at: Date }[]) {
      if (due.length === 0) return;
      await db
        .insert(listingDirectories)
        .values(due.map(({ locationId, at }) => ({ accountId, locationId, directoryCode: code, publishDueAt: at })))
        .onConflictDoUpdate({
          target: [listingDirectories.locationId, listingDirectories.directoryCode, listingDirectories.accountId],
          set: {
            publishDueAt: sql`least(${listingDirectories.publishDueAt}, excluded.publish_due_at)`,
          },
        });
    },

    /**
     * What a directory's quota has taken from `from` on: the account's queued changes by minute (its per-profile
     * limit), and the project's updates sent or queued by UTC day across every account (the daily quota is per
     * project, so this is the one read not scoped to an account).
     */
    async quotaUse(accountId: number, code: DirectoryCode, from: Date): Promise<GoogleQuotaUse> {
      const minute = sql<number>`floor(extract(epoch from ${listingDirectories.publishDueAt}) / 60)::int`;
      const perMinute = await db
        .select({ minute, count: count() })
        .from(listingDirectories)
        .where(
          and(
            eq(listingDirectories.accountId, accountId),
            eq(listingDirectories.directoryCode, code),
            gte(listingDirectories.publishDueAt, new Date(from.getTime() - 60_000)),
          ),
        )
        .groupBy(minute);
      const dayStart = new Date(Math.floor(from.getTime() / 86_400_000) * 86_400_000);
      const perDay = await db.execute<{ day: number; count: number }>(sql`
        select floor(extract(epoch from at) / 86400)::int as day, count(*)::int as count from (
          select ${listingDirectories.publishDueAt} as at from ${listingDirectories}
            where ${listingDirectories.directoryCode} = ${code} and ${listingDirectories.publishDueAt} >= ${dayStart}
          union all
          select ${listingDirectories.lastPublishedAt} from ${listingDirectories}
            where ${listingDirectories.directoryCode} = ${code} and ${listingDirectories.lastPublishedAt} >= ${dayStart}
        ) used group by 1`);
      return {
        profilePerMinute: new Map(perMinute.map((row) => [row.minute, row.count])),
        projectPerDay: new Map(perDay.rows.map((row) => [row.day, row.count])),
      };
    },

    async cancelQueued(accountId: number, locationIds: number[]) {
      if (locationIds.length === 0) return;
      await db
        .update(listingDirectories)
        .set({ publishDueAt: null })
        .where(and(eq(listingDirectories.accountId, accountId), inArray(listingDirectories.locationId, locationIds)));
    },

    /** Takes the changes due by `now` (at most `limit`), marking them as being sent; no other worker takes them. */
    async takeDue(now: Date, limit: number): Promise<ListingDirectoryRow[]> {
      const due = db
        .select({ id: listingDirectories.id })
        .from(listingDirectories)
        .where(and(lte(listingDirectories.publishDueAt, now), eq(listingDirectories.publishing, false)))
        .orderBy(asc(listingDirectories.publishDueAt), asc(listingDirectories.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(listingDirectories)
        .set({ publishing: true })
        .where(inArray(listingDirectories.id, due))
        .returning();
    },

    async published(id: number, scanned: Record<string, unknown>, at: Date, comparison: Comparison) {
      await db
        .update(listingDirectories)
        .set({
          ...comparisonValues(comparison),
          scanned,
          lastPublishedAt: at,
          lastCheckedAt: at,
          publishDueAt: null,
          publishing: false,
          lastError: null,
        })
        .where(eq(listingDirectories.id, id));
    },

    /** The change is not to be sent after all (its directory was switched off): nothing waits any more. */
    async dropQueued(id: number) {
      await db
        .update(listingDirectories)
        .set({ publishing: false, publishDueAt: null })
        .where(eq(listingDirectories.id, id));
    },

    /** The send failed: it goes again at `retryAt`, or (null) not until it is published again. */
    async publishFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(listingDirectories)
        .set({ publishing: false, lastError: error, publishDueAt: retryAt })
        .where(eq(listingDirectories.id, id));
    },

    async noteChange(accountId: number, locationIds: number[], at: Date) {
      if (locationIds.length === 0) return;
      await db
        .insert(listingChanges)
        .values(locationIds.map((locationId) => ({ accountId, locationId, changedAt: at })))
        .onConflictDoUpdate({ target: [listingChanges.locationId, listingChanges.accountId], set: { changedAt: at } });
      // The fields that differ were worked out from the data before this change (server clock, as `comparedAt`).
      await db
        .update(listingDirectories)
        .set({ dataChangedAt: new Date() })
        .where(and(eq(listingDirectories.accountId, accountId), inArray(listingDirectories.locationId, locationIds)));
    },

    /** When each of the locations' listing data last changed (those with a change not yet queued). */
    async lastChanges(accountId: number, locationIds: number[]): Promise<Map<number, Date>> {
      if (locationIds.length === 0) return new Map();
      const rows = await db
        .select({ locationId: listingChanges.locationId, changedAt: listingChanges.changedAt })
        .from(listingChanges)
        .where(and(eq(listingChanges.accountId, accountId), inArray(listingChanges.locationId, locationIds)));
      return new Map(rows.map((row) => [row.locationId, row.changedAt]));
    },

    async clearChanges(accountId: number, locationIds: number[]) {
      if (locationIds.length === 0) return;
      await db
        .delete(listingChanges)
        .where(and(eq(listingChanges.accountId, accountId), inArray(listingChanges.locationId, locationIds)));
    },

    /** Every account with a location under Auto Sync or a listing scanned before: the scan sweep's work. */
    async accountsToScan(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: locations.accountId })
        .from(locations)
        .orderBy(asc(locations.accountId));
      return rows.map((row) => row.id);
    },
  };
}

export type LocalListingsRepo = ReturnType<typeof createLocalListingsRepo>;
