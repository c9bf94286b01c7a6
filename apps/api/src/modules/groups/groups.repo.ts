import {
  type GROUP_SORT_FIELDS,
  type GroupsQuery,
  keywordSearchOf,
  type PageWindow,
  sortTermsOf,
} from '@repute/domain';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { keywordsCondition, orderByOf, relevanceOrder } from '../../platform/db/list-query';
import { groupLocations, groups, locations } from '../../platform/db/schema';

export type GroupRow = typeof groups.$inferSelect;

const SORTABLE: Record<Exclude<(typeof GROUP_SORT_FIELDS)[number], 'relevance'>, AnyPgColumn> = {
  name: groups.name,
  created_at: groups.createdAt,
  id: groups.id,
};

export function createGroupsRepo(db: Database) {
  const holding = (accountId: number, locationId: number) =>
    db
      .select({ id: groupLocations.groupId })
      .from(groupLocations)
      .where(and(eq(groupLocations.accountId, accountId), eq(groupLocations.locationId, locationId)));

  async function find(accountId: number, id: number) {
    const [row] = await db
      .select()
      .from(groups)
      .where(and(eq(groups.accountId, accountId), eq(groups.id, id)));
    return row;
  }

  return {
    find,

    async list(accountId: number, query: GroupsQuery, { limit, offset }: PageWindow) {
      const search = keywordSearchOf(query);
      const where = and(
        eq(groups.accountId, accountId),
        keywordsCondition([groups.name], search),
        query.containing === undefined ? undefined : inArray(groups.id, holding(accountId, query.containing)),
        query.not_containing === undefined
          ? undefined
          : notInArray(groups.id, holding(accountId, query.not_containing)),
      );
      // Name ascending, or the best match of the keywords first: by default, and when relevance is asked.
      const relevance = search ? [relevanceOrder(groups.name, search), asc(groups.name)] : [asc(groups.name)];
      const terms = sortTermsOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(groups)
          .where(where)
          .orderBy(
            ...(terms.some((term) => term.field === 'relevance') ? relevance : orderByOf(terms, SORTABLE, relevance)),
            asc(groups.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(groups).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Member location ids of each group, and which of them are not permanently closed. */
    async members(accountId: number, groupIds: number[]) {
      const byGroup = new Map<number, { all: number[]; active: number[] }>(
        groupIds.map((id) => [id, { all: [], active: [] }]),
      );
      if (groupIds.length === 0) return byGroup;
      const rows = await db
        .select({
          groupId: groupLocations.groupId,
          locationId: groupLocations.locationId,
          active: sql<boolean>`${locations.openStatus} <> 'inactive'`,
        })
        .from(groupLocations)
        .innerJoin(locations, eq(locations.id, groupLocations.locationId))
        .where(and(eq(groupLocations.accountId, accountId), inArray(groupLocations.groupId, groupIds)))
        .orderBy(asc(groupLocations.locationId));
      for (const row of rows) {
        const members = byGroup.get(row.groupId);
        members?.all.push(row.locationId);
        if (row.active) members?.active.push(row.locationId);
      }
      return byGroup;
    },

    async nameTaken(accountId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.accountId, accountId), sql`lower(${groups.name}) = lower(${name})`));
      return Boolean(row && row.id !== exceptId);
    },

    async insert(accountId: number, name: string, locationIds: number[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(groups).values({ accountId, name }).returning();
        if (!row) throw new Error('group not stored');
        if (locationIds.length > 0) {
          await tx
            .insert(groupLocations)
            .values(locationIds.map((locationId) => ({ accountId, groupId: row.id, locationId })));
        }
        return row;
      });
    },

    async update(accountId: number, id: number, values: { name?: string; locationIds?: number[] }) {
      return db.transaction(async (tx) => {
        if (values.name !== undefined) {
          await tx
            .update(groups)
            .set({ name: values.name })
            .where(and(eq(groups.accountId, accountId), eq(groups.id, id)));
        }
        if (values.locationIds !== undefined) {
          await tx
            .delete(groupLocations)
            .where(and(eq(groupLocations.accountId, accountId), eq(groupLocations.groupId, id)));
          if (values.locationIds.length > 0) {
            await tx
              .insert(groupLocations)
              .values(values.locationIds.map((locationId) => ({ accountId, groupId: id, locationId })));
          }
        }
      });
    },

    async addLocations(accountId: number, id: number, locationIds: number[]) {
      if (locationIds.length === 0) return;
      await db
        .insert(groupLocations)
        .values(locationIds.map((locationId) => ({ accountId, groupId: id, locationId })))
        .onConflictDoNothing();
    },

    async removeLocation(accountId: number, id: number, locationId: number) {
      await db
        .delete(groupLocations)
        .where(
          and(
            eq(groupLocations.accountId, accountId),
            eq(groupLocations.groupId, id),
            eq(groupLocations.locationId, locationId),
          ),
        );
    },

    async remove(accountId: number, id: number) {
      const [row] = await db
        .delete(groups)
        .where(and(eq(groups.accountId, accountId), eq(groups.id, id)))
        .returning();
      return row;
    },
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
