import type { PageWindow } from '@repute/domain';
import { and, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/list-query';
import { auditEvents } from '../../platform/db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventValues = Omit<typeof auditEvents.$inferInsert, 'id' | 'occurredAt'>;

/** The filters of the list, the days read in the account's time zone. */
export type AuditFilters = {
  userId?: number | undefined;
  action?: string | undefined;
  resource?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
};

/** Midnight starting a calendar day in a time zone, as PostgreSQL computes it (DST included). */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
const startOfNextDay = (day: string, timeZone: string) => sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

function conditions(accountId: number, filters: AuditFilters): SQL | undefined {
  return and(
    eq(auditEvents.accountId, accountId),
    filters.userId === undefined ? undefined : eq(auditEvents.actorUserId, filters.userId),
    filters.action ? ilike(auditEvents.action, `%${escapeLike(filters.action)}%`) : undefined,
    filters.resource ? eq(auditEvents.resource, filters.resource) : undefined,
    filters.from ? sql`${auditEvents.occurredAt} >= ${startOfDay(filters.from, filters.timeZone)}` : undefined,
    filters.to ? sql`${auditEvents.occurredAt} < ${startOfNextDay(filters.to, filters.timeZone)}` : undefined,
  );
}

export function createAuditLogRepo(db: Database) {
  return {
    async insert(values: AuditEventValues): Promise<void> {
      await db.insert(auditEvents).values(values);
    },

    /** Newest first; the id breaks ties of one instant in the order the rows were written. */
    async list(accountId: number, filters: AuditFilters, { limit, offset }: PageWindow) {
      const where = conditions(accountId, filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Forgets the entries older than `before` (the retention of decision 0158); answers how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const result = await db.delete(auditEvents).where(lt(auditEvents.occurredAt, before));
      return result.rowCount ?? 0;
    },
  };
}

export type AuditLogRepo = ReturnType<typeof createAuditLogRepo>;
