import type { PageWindow, SortTerm, SPECIAL_HOURS_SORT_FIELDS } from '@repute/domain';
import { and, asc, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { orderByOf } from '../../platform/db/list-query';
import { specialHours } from '../../platform/db/schema';

export type SpecialHoursRow = typeof specialHours.$inferSelect;
export type SpecialHoursValues = {
  startDate: string;
  closed: boolean;
  is24Hours: boolean;
  hours: { open_time: string; close_time: string }[];
};

export type SpecialHoursFilter = { locationId?: number; fromDate?: string };

const SORTABLE: Record<(typeof SPECIAL_HOURS_SORT_FIELDS)[number], AnyPgColumn> = {
  start_date: specialHours.startDate,
};

export function createSpecialHoursRepo(db: Database) {
  return {
    async list(accountId: number, filter: SpecialHoursFilter, sort: SortTerm[], { limit, offset }: PageWindow) {
      const where = and(
        eq(specialHours.accountId, accountId),
        filter.locationId === undefined ? undefined : eq(specialHours.locationId, filter.locationId),
        filter.fromDate === undefined ? undefined : gte(specialHours.startDate, filter.fromDate),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(specialHours)
          .where(where)
          .orderBy(...orderByOf(sort, SORTABLE, [asc(specialHours.startDate)]), asc(specialHours.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(specialHours).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(specialHours)
        .where(and(eq(specialHours.accountId, accountId), eq(specialHours.id, id)));
      return row;
    },

    /** Every entry of the locations (for duplicate dates and the closed-run warning). */
    async ofLocations(accountId: number, locationIds: number[], exceptId?: number) {
      if (locationIds.length === 0) return [];
      return db
        .select()
        .from(specialHours)
        .where(
          and(
            eq(specialHours.accountId, accountId),
            inArray(specialHours.locationId, locationIds),
            exceptId === undefined ? undefined : ne(specialHours.id, exceptId),
          ),
        )
        .orderBy(asc(specialHours.startDate));
    },

    async insert(accountId: number, locationId: number, values: SpecialHoursValues) {
      const [row] = await db
        .insert(specialHours)
        .values({ ...values, accountId, locationId })
        .returning();
      if (!row) throw new Error('special hours not stored');
      return row;
    },

    /** The bulk form overrides an existing entry of the same date (spec 001 §4 "Bulk holiday hours"). */
    async upsertMany(accountId: number, locationIds: number[], values: SpecialHoursValues) {
      if (locationIds.length === 0) return [];
      return db
        .insert(specialHours)
        .values(locationIds.map((locationId) => ({ ...values, accountId, locationId })))
        .onConflictDoUpdate({
          target: [specialHours.locationId, specialHours.startDate, specialHours.accountId],
          set: { closed: values.closed, is24Hours: values.is24Hours, hours: values.hours },
        })
        .returning();
    },

    async update(accountId: number, id: number, values: Partial<SpecialHoursValues>) {
      const [row] = await db
        .update(specialHours)
        .set(values)
        .where(and(eq(specialHours.accountId, accountId), eq(specialHours.id, id)))
        .returning();
      return row;
    },

    async remove(accountId: number, id: number) {
      const [row] = await db
        .delete(specialHours)
        .where(and(eq(specialHours.accountId, accountId), eq(specialHours.id, id)))
        .returning();
      return row;
    },

    /** Sync From Google: the location's entries from `fromDate` on become the directory's. */
    async replaceFrom(accountId: number, locationId: number, fromDate: string, entries: SpecialHoursValues[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(specialHours)
          .where(
            and(
              eq(specialHours.accountId, accountId),
              eq(specialHours.locationId, locationId),
              gte(specialHours.startDate, fromDate),
            ),
          );
        if (entries.length > 0) {
          await tx.insert(specialHours).values(entries.map((entry) => ({ ...entry, accountId, locationId })));
        }
      });
    },
  };
}

export type SpecialHoursRepo = ReturnType<typeof createSpecialHoursRepo>;
