import type { OVERRIDE_SORT_FIELDS, PageWindow, SortTerm } from '@repute/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { orderByOf } from '../../platform/db/list-query';
import { locationSourceOverrides } from '../../platform/db/schema';

export type SourceOverrideRow = typeof locationSourceOverrides.$inferSelect;
type Values = { phone?: string | null; website?: string | null; enabled?: boolean };

const SORTABLE: Record<(typeof OVERRIDE_SORT_FIELDS)[number], AnyPgColumn> = {
  id: locationSourceOverrides.id,
  source_id: locationSourceOverrides.sourceId,
  location_id: locationSourceOverrides.locationId,
  created_at: locationSourceOverrides.createdAt,
};

export function createSourceOverridesRepo(db: Database) {
  const scoped = (accountId: number, id: number) =>
    and(eq(locationSourceOverrides.accountId, accountId), eq(locationSourceOverrides.id, id));

  return {
    async list(
      accountId: number,
      filter: { locationId?: number; sourceId?: number },
      sort: SortTerm[],
      { limit, offset }: PageWindow,
    ) {
      const where = and(
        eq(locationSourceOverrides.accountId, accountId),
        filter.locationId === undefined ? undefined : eq(locationSourceOverrides.locationId, filter.locationId),
        filter.sourceId === undefined ? undefined : eq(locationSourceOverrides.sourceId, filter.sourceId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locationSourceOverrides)
          .where(where)
          .orderBy(...orderByOf(sort, SORTABLE), asc(locationSourceOverrides.sourceId), asc(locationSourceOverrides.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(locationSourceOverrides).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number) {
      const [row] = await db.select().from(locationSourceOverrides).where(scoped(accountId, id));
      return row;
    },

    async exists(accountId: number, locationId: number, sourceId: number) {
      const [row] = await db
        .select({ id: locationSourceOverrides.id })
        .from(locationSourceOverrides)
        .where(
          and(
            eq(locationSourceOverrides.accountId, accountId),
            eq(locationSourceOverrides.locationId, locationId),
            eq(locationSourceOverrides.sourceId, sourceId),
          ),
        );
      return Boolean(row);
    },

    async insert(accountId: number, locationId: number, sourceId: number, values: Values) {
      const [row] = await db
        .insert(locationSourceOverrides)
        .values({ ...values, accountId, locationId, sourceId })
        .returning();
      if (!row) throw new Error('override not stored');
      return row;
    },

    async update(accountId: number, id: number, values: Values) {
      const [row] = await db.update(locationSourceOverrides).set(values).where(scoped(accountId, id)).returning();
      return row;
    },

    async remove(accountId: number, id: number) {
      const [row] = await db.delete(locationSourceOverrides).where(scoped(accountId, id)).returning();
      return row;
    },
  };
}

export type SourceOverridesRepo = ReturnType<typeof createSourceOverridesRepo>;
