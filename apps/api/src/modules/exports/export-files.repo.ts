import type { ExportFileStatus } from '@repute/domain';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { exportFiles } from '../../platform/db/schema';

export type ExportFileRow = typeof exportFiles.$inferSelect;
export type NewExportFile = Omit<typeof exportFiles.$inferInsert, 'id' | 'accountId' | 'userId'>;
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
