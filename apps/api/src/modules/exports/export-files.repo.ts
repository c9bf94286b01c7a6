import type { ExportFileStatus } from '@repute/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { exportFiles } from '../../platform/db/schema';

export type ExportFileRow = typeof exportFiles.$inferSelect;
export type NewExportFile = Omit<typeof exportFiles.$inferInsert, 'id' | 'accountId' | 'userId'>;
/** The states of an export whose job has not settled it yet. */
const IN_FLIGHT: ExportFileStatus[] = ['pending', 'processing'];
const inFlightSince = (accountId: number, since: Date) =>
  and(eq(exportFiles.accountId, accountId), inArray(exportFiles.status, IN_FLIGHT), gt(exportFiles.createdAt, since));
const jsonb = (value: Record<string, unknown> | null | undefined) =>
  sql`${value == null ? null : JSON.stringify(value)}::jsonb`;

export type ExportOutcome = {
  status: Extract<ExportFileStatus, 'complete' | 'no_results' | 'failed'>;
  statusReason?: string | null;
  storageKey?: string | null;
  rows?: number | null;
  bytes?: number | null;
};

/** The export_files rows; every query scoped to the account. */
export function createExportFilesRepo(db: Database) {
  return {
    async insert(accountId: number, userId: number, values: NewExportFile): Promise<ExportFileRow> {
      const [row] = await db
        .insert(exportFiles)
        .values({ ...values, accountId, userId })
        .returning();
      if (!row) throw new Error('export file not stored');
      return row;
    },

    /**
     * Holds the account's export requests one at a time until the transaction ends, so that two requests at once
     * cannot both pass the limits or both miss the twin they share.
     */
    async lockAccountRequests(accountId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('export_files'), ${accountId})`);
    },

    /** How many exports asked for since `since` are still in flight: the account's, and among them the user's. */
    async inFlight(accountId: number, userId: number, since: Date): Promise<{ account: number; user: number }> {
      const [row] = await db
        .select({
          account: count(),
          user: sql<number>`count(*) filter (where ${exportFiles.userId} = ${userId})`.mapWith(Number),
        })
        .from(exportFiles)
        .where(inFlightSince(accountId, since));
      return { account: row?.account ?? 0, user: row?.user ?? 0 };
    },

    /** The user's export in flight (asked for since `since`) of exactly this request, if there is one. */
    async inFlightTwin(
      accountId: number,
      userId: number,
      request: Pick<
        NewExportFile,
        'resource' | 'filters' | 'fileType' | 'downloadOptions' | 'requestType' | 'resourceId' | 'sendEmail'
      >,
      since: Date,
    ): Promise<ExportFileRow | undefined> {
      const [row] = await db
        .select()
        .from(exportFiles)
        .where(
          and(
            inFlightSince(accountId, since),
            eq(exportFiles.userId, userId),
            eq(exportFiles.resource, request.resource),
            // jsonb equality: the same filters in any key order are the same request.
            sql`${exportFiles.filters} = ${jsonb(request.filters)}`,
            eq(exportFiles.fileType, request.fileType ?? 'csv'),
            sql`${exportFiles.downloadOptions} is not distinct from ${jsonb(request.downloadOptions)}`,
            sql`${exportFiles.requestType} is not distinct from ${request.requestType ?? null}::text`,
            sql`${exportFiles.resourceId} is not distinct from ${request.resourceId ?? null}::integer`,
            eq(exportFiles.sendEmail, request.sendEmail ?? false),
          ),
        )
        .orderBy(desc(exportFiles.id))
        .limit(1);
      return row;
    },

    async find(accountId: number, id: number): Promise<ExportFileRow | undefined> {
      const [row] = await db
        .select()
        .from(exportFiles)
        .where(and(eq(exportFiles.accountId, accountId), eq(exportFiles.id, id)));
      return row;
    },

    async markProcessing(accountId: number, id: number): Promise<void> {
      await db
        .update(exportFiles)
        .set({ status: 'processing', updatedAt: sql`now()` })
        .where(and(eq(exportFiles.accountId, accountId), eq(exportFiles.id, id)));
    },

    /** Expired files still in storage, across accounts (the worker's sweep), the oldest first. */
    async expiredFiles(now: Date, limit: number) {
      return db
        .select({ id: exportFiles.id, accountId: exportFiles.accountId, storageKey: exportFiles.storageKey })
        .from(exportFiles)
        .where(
          and(lte(exportFiles.expiresAt, now), isNotNull(exportFiles.storageKey), isNull(exportFiles.fileRemovedAt)),
        )
        .orderBy(asc(exportFiles.expiresAt))
        .limit(limit);
    },

    async markFileRemoved(accountId: number, id: number, at: Date): Promise<void> {
      await db
        .update(exportFiles)
        .set({ fileRemovedAt: at, updatedAt: sql`now()` })
        .where(and(eq(exportFiles.accountId, accountId), eq(exportFiles.id, id)));
    },

    async finish(accountId: number, id: number, outcome: ExportOutcome): Promise<void> {
      await db
        .update(exportFiles)
        .set({ ...outcome, updatedAt: sql`now()` })
        .where(and(eq(exportFiles.accountId, accountId), eq(exportFiles.id, id)));
    },
  };
}

export type ExportFilesRepo = ReturnType<typeof createExportFilesRepo>;
