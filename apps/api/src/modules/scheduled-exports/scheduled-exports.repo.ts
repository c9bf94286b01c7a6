import type { PageWindow, SCHEDULED_EXPORT_SORT_FIELDS, ScheduledExportType, SortTerm } from '@repute/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { orderByOf } from '../../platform/db/list-query';
import { scheduledExportOutsideRecipients as outside, scheduledExports } from '../../platform/db/schema';

export type ScheduledExportRow = typeof scheduledExports.$inferSelect;
export type OutsideRecipientRow = typeof outside.$inferSelect;
export type ScheduledExportValues = Omit<
  typeof scheduledExports.$inferInsert,
  | 'id'
  | 'accountId'
  | 'createdByUserId'
  | 'createdAt'
  | 'updatedAt'
  | 'lastSentAt'
  | 'pendingRunAt'
  | 'claimedAt'
  | 'unsubscribedUserIds'
>;

/** Whose exports a call reaches: the account's, and only the caller's own unless the caller is an admin. */
export type Reach = { accountId: number; ownerId?: number };

export type ListFilters = { exportTypes?: ScheduledExportType[]; createdByUserId?: number };

const lowerText = (column: AnyPgColumn) => sql`lower(${column})`;
const SORTABLE: Record<(typeof SCHEDULED_EXPORT_SORT_FIELDS)[number], AnyPgColumn | SQL> = {
  display_name: lowerText(scheduledExports.displayName),
  email_subject: lowerText(scheduledExports.emailSubject),
  last_sent_at: scheduledExports.lastSentAt,
  created_at: scheduledExports.createdAt,
};

export function createScheduledExportsRepo(db: Database) {
  const reached = (reach: Reach) =>
    and(
      eq(scheduledExports.accountId, reach.accountId),
      reach.ownerId === undefined ? undefined : eq(scheduledExports.createdByUserId, reach.ownerId),
    );

  async function find(reach: Reach, id: number) {
    const [row] = await db
      .select()
      .from(scheduledExports)
      .where(and(reached(reach), eq(scheduledExports.id, id)));
    return row;
  }

  return {
    find,

    async list(reach: Reach, filters: ListFilters, sort: SortTerm[], { limit, offset }: PageWindow) {
      const where = and(
        reached(reach),
        filters.exportTypes?.length ? inArray(scheduledExports.exportType, filters.exportTypes) : undefined,
        filters.createdByUserId === undefined
          ? undefined
          : eq(scheduledExports.createdByUserId, filters.createdByUserId),
      );
      const fallback = [lowerText(scheduledExports.emailSubject)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(scheduledExports)
          .where(where)
          .orderBy(...orderByOf(sort, SORTABLE, fallback), asc(scheduledExports.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(scheduledExports).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(owner: { accountId: number; userId: number }, values: ScheduledExportValues) {
      const [row] = await db
        .insert(scheduledExports)
        .values({ ...values, accountId: owner.accountId, createdByUserId: owner.userId })
        .returning();
      if (!row) throw new Error('scheduled export not stored');
      return row;
    },

    async update(reach: Reach, id: number, values: Partial<ScheduledExportValues>) {
      const [row] = await db
        .update(scheduledExports)
        .set({ ...values, updatedAt: new Date() })
        .where(and(reached(reach), eq(scheduledExports.id, id)))
        .returning();
      return row;
    },

    async remove(reach: Reach, id: number) {
      const [row] = await db
        .delete(scheduledExports)
        .where(and(reached(reach), eq(scheduledExports.id, id)))
        .returning();
      return row;
    },

    /** One export by its id alone: for a signed unsubscribe link, whose signature is the proof of access. */
    async byId(id: number) {
      const [row] = await db.select().from(scheduledExports).where(eq(scheduledExports.id, id));
      return row;
    },

    /** Adds a recipient to the export's unsubscribed recipients, or takes them off it. */
    async setUnsubscribed(id: number, userId: number, unsubscribed: boolean) {
      const without = sql`array_remove(${scheduledExports.unsubscribedUserIds}, ${userId}::int)`;
      await db
        .update(scheduledExports)
        .set({ unsubscribedUserIds: unsubscribed ? sql`array_append(${without}, ${userId}::int)` : without })
        .where(eq(scheduledExports.id, id));
    },

    /** The addresses outside the account these exports of it go to (decision 0129), in the order they were added. */
    async outsideRecipients(accountId: number, exportIds: number[]): Promise<OutsideRecipientRow[]> {
      if (exportIds.length === 0) return [];
      return db
        .select()
        .from(outside)
        .where(and(eq(outside.accountId, accountId), inArray(outside.scheduledExportId, exportIds)))
        .orderBy(asc(outside.id));
    },

    /** Those of an export's outside addresses who have not left it: whom a run sends to while the account allows. */
    async subscribedOutsideRecipients(accountId: number, exportId: number): Promise<OutsideRecipientRow[]> {
      return db
        .select()
        .from(outside)
        .where(
          and(
            eq(outside.accountId, accountId),
            eq(outside.scheduledExportId, exportId),
            isNull(outside.unsubscribedAt),
          ),
        )
        .orderBy(asc(outside.id));
    },

    /**
     * Makes an export's outside addresses (lower case) exactly these: the others go, new ones come, and one that
     * stays keeps its choice to unsubscribe.
     */
    async setOutsideRecipients(accountId: number, exportId: number, emails: string[]) {
      await db
        .delete(outside)
        .where(
          and(
            eq(outside.accountId, accountId),
            eq(outside.scheduledExportId, exportId),
            emails.length > 0 ? notInArray(outside.email, emails) : undefined,
          ),
        );
      if (emails.length === 0) return;
      await db
        .insert(outside)
        .values(emails.map((email) => ({ accountId, scheduledExportId: exportId, email })))
        .onConflictDoNothing();
    },

    /** One outside recipient by its id alone: for a download link, whose signature is the proof of access. */
    async outsideRecipientById(id: number): Promise<OutsideRecipientRow | undefined> {
      const [row] = await db.select().from(outside).where(eq(outside.id, id));
      return row;
    },

    /** An export's outside recipient of this address: for an unsubscribe link, whose signature is the proof. */
    async outsideRecipientOf(exportId: number, email: string): Promise<OutsideRecipientRow | undefined> {
      const [row] = await db
        .select()
        .from(outside)
        .where(and(eq(outside.scheduledExportId, exportId), eq(outside.email, email.toLowerCase())));
      return row;
    },

    async setOutsideUnsubscribed(id: number, unsubscribed: boolean) {
      await db
        .update(outside)
        .set({ unsubscribedAt: unsubscribed ? sql`coalesce(${outside.unsubscribedAt}, now())` : null })
        .where(eq(outside.id, id));
    },

    /**
     * The exports to send at `now`, across accounts (the worker's sweep): due ones, and sendings a worker
     * claimed before `staleBefore` and never finished (it died).
     */
    async dueIds(now: Date, staleBefore: Date, limit: number) {
      return db
        .select({ id: scheduledExports.id, accountId: scheduledExports.accountId })
        .from(scheduledExports)
        .where(
          or(
            lte(scheduledExports.nextRunAt, now),
            and(isNotNull(scheduledExports.pendingRunAt), lt(scheduledExports.claimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(scheduledExports.nextRunAt))
        .limit(limit);
    },

    /**
     * Claims the sending of one export, atomically: a due run moves next_run_at on and becomes pending; a
     * pending run whose worker went silent is taken over. Answers the row as claimed, or undefined when it
     * was not due (any more) or another worker holds it: two workers never both win the same run.
     */
    async claim(id: number, now: Date, staleBefore: Date, nextRunAt: (row: ScheduledExportRow) => Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(scheduledExports)
          .where(eq(scheduledExports.id, id))
          .for('update', { skipLocked: true });
        if (!row) return undefined;
        const stalePending = row.pendingRunAt !== null && row.claimedAt !== null && row.claimedAt < staleBefore;
        if (stalePending) {
          const [taken] = await tx
            .update(scheduledExports)
            .set({ claimedAt: now })
            .where(eq(scheduledExports.id, id))
            .returning();
          return taken;
        }
        if (row.nextRunAt > now || row.pendingRunAt !== null) return undefined;
        const [claimed] = await tx
          .update(scheduledExports)
          .set({ pendingRunAt: row.nextRunAt, claimedAt: now, nextRunAt: nextRunAt(row) })
          .where(eq(scheduledExports.id, id))
          .returning();
        return claimed;
      });
    },

    /** Records the pending run as sent; false when it was not this run's any more (another worker finished it). */
    async markSent(id: number, runAt: Date, sentAt: Date): Promise<boolean> {
      const rows = await db
        .update(scheduledExports)
        .set({ lastSentAt: sentAt, pendingRunAt: null, claimedAt: null })
        .where(and(eq(scheduledExports.id, id), eq(scheduledExports.pendingRunAt, runAt)))
        .returning({ id: scheduledExports.id });
      return rows.length > 0;
    },

    /** Gives a pending run up (nothing could be sent): the export waits for its next time. */
    async release(id: number, runAt: Date) {
      await db
        .update(scheduledExports)
        .set({ pendingRunAt: null, claimedAt: null })
        .where(and(eq(scheduledExports.id, id), eq(scheduledExports.pendingRunAt, runAt)));
    },
  };
}

export type ScheduledExportsRepo = ReturnType<typeof createScheduledExportsRepo>;
