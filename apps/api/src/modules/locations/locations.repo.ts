import {
  type KeywordSearch,
  keywordSearchOf,
  type LOCATION_SORT_FIELDS,
  type LocationsQuery,
  type PageWindow,
  sortTermsOf,
} from '@repute/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { keywordsCondition, orderByOf, relevanceOrder } from '../../platform/db/list-query';
import { groupLocations, locations } from '../../platform/db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Partial<Omit<typeof locations.$inferInsert, 'id' | 'accountId'>>;

const SORTABLE: Record<Exclude<(typeof LOCATION_SORT_FIELDS)[number], 'relevance'>, AnyPgColumn> = {
  name: locations.name,
  public_name: locations.publicName,
  city: locations.city,
  state: locations.state,
  zipcode: locations.zipcode,
  external_id: locations.externalId,
  open_status: locations.openStatus,
  created_at: locations.createdAt,
  id: locations.id,
};

/**
 * Keyword search over the stored, lower-cased search_text (name, public name, address, city, state, zip,
 * external id): every word must match; typeahead matches word starts, relevance anywhere.
 */
const keywordMatch = (search: KeywordSearch | undefined) =>
  keywordsCondition([locations.searchText], search, { lowerCased: true });

/** Sort of spec 000 §7: name asc by default; relevance (best match first) when asked, or with keywords. */
function order(query: LocationsQuery, search: KeywordSearch | undefined): SQL[] {
  const relevance = search ? [relevanceOrder(locations.name, search), asc(locations.name)] : [asc(locations.name)];
  const terms = sortTermsOf(query);
  if (terms.some((term) => term.field === 'relevance')) return relevance;
  return orderByOf(terms, SORTABLE, relevance);
}

export function createLocationsRepo(db: Database) {
  async function find(accountId: number, id: number) {
    const [row] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.accountId, accountId), eq(locations.id, id)));
    return row;
  }

  return {
    find,

    async list(accountId: number, query: LocationsQuery, { limit, offset }: PageWindow) {
      const search = keywordSearchOf(query);
      const where = and(
        eq(locations.accountId, accountId),
        keywordMatch(search),
        query.group_id === undefined
          ? undefined
          : inArray(
              locations.id,
              db
                .select({ id: groupLocations.locationId })
                .from(groupLocations)
                .where(and(eq(groupLocations.accountId, accountId), eq(groupLocations.groupId, query.group_id))),
            ),
      );
      // One statement answers the page and the total; only a page past the end needs its own count. The total is
      // counted apart from the page's rows (computed once), not as a window over them: a window holds back the
      // LIMIT until every location matched has been read, sorted and given its groups.
      const page = await db
        .select({
          location: locations,
          total: sql<number>`(select count(*) from ${locations} where ${where})`.mapWith(Number),
          // Written out in full: drizzle leaves single-table columns unqualified, which the subquery would capture.
          groupIds: sql<
            number[]
          >`array(select gl.group_id from ${groupLocations} gl where gl.account_id = ${accountId} and gl.location_id = "locations"."id" order by gl.group_id)`,
        })
        .from(locations)
        .where(where)
        .orderBy(...order(query, search), asc(locations.id))
        .limit(limit)
        .offset(offset);
      const rows = page.map((row) => ({ ...row.location, groupIds: row.groupIds }));
      if (page[0]) return { rows, total: page[0].total };
      const [total] = offset > 0 ? await db.select({ value: count() }).from(locations).where(where) : [];
      return { rows, total: total?.value ?? 0 };
    },

    /** Group ids of each location, for the location records. */
    async groupIdsOf(accountId: number, locationIds: number[]): Promise<Map<number, number[]>> {
      const byLocation = new Map<number, number[]>(locationIds.map((id) => [id, []]));
      if (locationIds.length === 0) return byLocation;
      const rows = await db
        .select({ locationId: groupLocations.locationId, groupId: groupLocations.groupId })
        .from(groupLocations)
        .where(and(eq(groupLocations.accountId, accountId), inArray(groupLocations.locationId, locationIds)))
        .orderBy(asc(groupLocations.groupId));
      for (const row of rows) byLocation.get(row.locationId)?.push(row.groupId);
      return byLocation;
    },

    /** How many locations each of the accounts has (an account without any is left out). */
    async countsByAccount(accountIds: number[]): Promise<Map<number, number>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: locations.accountId, value: count() })
        .from(locations)
        .where(inArray(locations.accountId, accountIds))
        .groupBy(locations.accountId);
      return new Map(rows.map((row) => [row.accountId, row.value]));
    },

    async count(accountId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(locations).where(eq(locations.accountId, accountId));
      return row?.value ?? 0;
    },

    /** Which of these ids are locations of the account. */
    async existingIds(accountId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), inArray(locations.id, ids)));
      return rows.map((row) => row.id);
    },

    /** The Auto Sync status and its reason of the account's locations among `ids`. */
    async listingStates(accountId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: locations.id, status: locations.status, statusReason: locations.statusReason })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), inArray(locations.id, ids)));
    },

    async insert(accountId: number, values: LocationValues & { name: string }) {
      const [row] = await db
        .insert(locations)
        .values({ ...values, accountId })
        .returning();
      if (!row) throw new Error('location not stored');
      return row;
    },

    async update(accountId: number, id: number, values: LocationValues) {
      const [row] = await db
        .update(locations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(locations.accountId, accountId), eq(locations.id, id)))
        .returning();
      return row;
    },

    async remove(accountId: number, id: number) {
      const [row] = await db
        .delete(locations)
        .where(and(eq(locations.accountId, accountId), eq(locations.id, id)))
        .returning({ id: locations.id, name: locations.name });
      return row;
    },

    /** Locations with their Google Place ID, for the issues of spec 001 §3 (missing or shared place ids). */
    async placeIds(accountId: number, locationId?: number) {
      return db
        .select({
          id: locations.id,
          googlePlaceId: locations.googlePlaceId,
          issuesMuted: locations.issuesMuted,
          // Qualified by hand: drizzle leaves columns unqualified in single-table selects, which the subquery would capture.
          sharedPlaceId: sql<boolean>`locations.google_place_id is not null and exists (select 1 from ${locations} other where other.account_id = ${accountId} and other.google_place_id = locations.google_place_id and other.id <> locations.id)`,
        })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), locationId ? eq(locations.id, locationId) : undefined))
        .orderBy(asc(locations.name), asc(locations.id));
    },
  };
}

export type LocationsRepo = ReturnType<typeof createLocationsRepo>;
