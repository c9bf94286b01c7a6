import type { DirectoryCode, GoogleQuotaUse } from '@repute/domain';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  groupLocations,
  listingChanges,
  listingDirectories,
  locationSourceOverrides,
  locations,
  specialHours,
} from '../../platform/db/schema';

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

export type LocationFilter = { locationIds?: number[]; groupId?: number };

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

/**
 * The listings' SQL. The desired state of a listing is the location's own data with its directory overrides and
 * holiday hours, so this repo reads those tables (decision 0060) and writes only its own, and the location's
 * Auto Sync status.
 */
export function createLocalListingsRepo(db: Database) {
  return {
    async locations(accountId: number, filter: LocationFilter): Promise<ListingLocationRow[]> {
      const inGroup =
        filter.groupId === undefined
          ? undefined
          : inArray(
              locations.id,
              db
                .select({ id: groupLocations.locationId })
                .from(groupLocations)
                .where(and(eq(groupLocations.accountId, accountId), eq(groupLocations.groupId, filter.groupId))),
            );
      return db
        .select(LOCATION_COLUMNS)
        .from(locations)
        .where(
          and(
            eq(locations.accountId, accountId),
            filter.locationIds ? inArray(locations.id, filter.locationIds) : undefined,
            inGroup,
          ),
        )
        .orderBy(asc(locations.name), asc(locations.id));
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
    ) {
      const values = {
        claimed: scan.claimed,
        listingUrl: scan.listingUrl,
        scanned: scan.scanned,
        lastCheckedAt: scan.at,
        lastError: null,
      };
      await db
        .insert(listingDirectories)
        .values({ accountId, locationId, directoryCode: code, ...values })
        .onConflictDoUpdate({ target: [listingDirectories.locationId, listingDirectories.directoryCode], set: values });
    },

    /** Queues a change for each location's directory at its time; a queued one keeps the earlier time. */
    async queue(accountId: number, code: DirectoryCode, due: { locationId: number; at: Date }[]) {
      if (due.length === 0) return;
      await db
        .insert(listingDirectories)
        .values(due.map(({ locationId, at }) => ({ accountId, locationId, directoryCode: code, publishDueAt: at })))
        .onConflictDoUpdate({
          target: [listingDirectories.locationId, listingDirectories.directoryCode],
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

    async published(id: number, scanned: Record<string, unknown>, at: Date) {
      await db
        .update(listingDirectories)
        .set({
          scanned,
          lastPublishedAt: at,
          lastCheckedAt: at,
          publishDueAt: null,
          publishing: false,
          lastError: null,
        })
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
        .onConflictDoUpdate({ target: listingChanges.locationId, set: { changedAt: at } });
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
