import type { PageWindow, SortTerm, URL_SORT_FIELDS } from '@repute/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { orderByOf } from '../../platform/db/list-query';
import { locationUrls } from '../../platform/db/schema';

export type UrlRow = typeof locationUrls.$inferSelect;
export type UrlFilter = { locationId?: number; excludeRequestReviews?: boolean; sourceIds?: number[] };

/** The stored fields; ordinal and name are the source's, from the catalogue (the service sorts by them). */
export type StoredUrlSortField = Exclude<(typeof URL_SORT_FIELDS)[number], 'ordinal' | 'name'>;
const SORTABLE: Record<StoredUrlSortField, AnyPgColumn> = {
  id: locationUrls.id,
  source_id: locationUrls.sourceId,
  url: locationUrls.url,
  created_at: locationUrls.createdAt,
};

export function createUrlsRepo(db: Database) {
  return {
    async list(accountId: number, filter: UrlFilter, sort: SortTerm[], { limit, offset }: PageWindow) {
      const where = and(
        eq(locationUrls.accountId, accountId),
        filter.locationId === undefined ? undefined : eq(locationUrls.locationId, filter.locationId),
        filter.excludeRequestReviews ? eq(locationUrls.requestReviews, false) : undefined,
        filter.sourceIds === undefined ? undefined : inArray(locationUrls.sourceId, filter.sourceIds),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locationUrls)
          .where(where)
          .orderBy(...orderByOf(sort, SORTABLE), asc(locationUrls.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(locationUrls).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(locationUrls)
        .where(and(eq(locationUrls.accountId, accountId), eq(locationUrls.id, id)));
      return row;
    },

    async exists(accountId: number, locationId: number, sourceId: number) {
      const [row] = await db
        .select({ id: locationUrls.id })
        .from(locationUrls)
        .where(
          and(
            eq(locationUrls.accountId, accountId),
            eq(locationUrls.locationId, locationId),
            eq(locationUrls.sourceId, sourceId),
          ),
        );
      return row !== undefined;
    },

    /** Undefined when the location already has a page for the source (the unique index decides under races). */
    async insert(
      accountId: number,
      values: { locationId: number; sourceId: number; url: string; requestReviews: boolean },
    ) {
      const [row] = await db
        .insert(locationUrls)
        .values({ accountId, ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(accountId: number, id: number, values: { url: string; requestReviews: boolean }) {
      const [row] = await db
        .update(locationUrls)
        .set(values)
        .where(and(eq(locationUrls.accountId, accountId), eq(locationUrls.id, id)))
        .returning();
      return row;
    },

    async remove(accountId: number, id: number) {
      const [row] = await db
        .delete(locationUrls)
        .where(and(eq(locationUrls.accountId, accountId), eq(locationUrls.id, id)))
        .returning();
      return row;
    },
  };
}

export type UrlsRepo = ReturnType<typeof createUrlsRepo>;
