import type { PageWindow, ScorecardStandards } from '@repute/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { scorecardRequests, scorecardStandards } from '../../platform/db/schema';

export type ScorecardRequestRow = typeof scorecardRequests.$inferSelect;
export type NewScorecardRequest = Omit<typeof scorecardRequests.$inferInsert, 'id' | 'createdAt'>;

export function createScorecardsRepo(db: Database) {
  return {
    async standards(accountId: number): Promise<ScorecardStandards | undefined> {
      const [row] = await db
        .select({ standards: scorecardStandards.standards })
        .from(scorecardStandards)
        .where(eq(scorecardStandards.accountId, accountId));
      return row?.standards;
    },

    async saveStandards(accountId: number, standards: ScorecardStandards, userId: number) {
      await db
        .insert(scorecardStandards)
        .values({ accountId, standards, updatedByUserId: userId })
        .onConflictDoUpdate({
          target: scorecardStandards.accountId,
          set: { standards, updatedByUserId: userId, updatedAt: new Date() },
        });
    },

    async insertRequest(values: NewScorecardRequest): Promise<ScorecardRequestRow> {
      const [row] = await db.insert(scorecardRequests).values(values).returning();
      if (!row) throw new Error('scorecard request not stored');
      return row;
    },

    /** Newest first. */
    async listRequests(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(scorecardRequests.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(scorecardRequests)
          .where(where)
          .orderBy(desc(scorecardRequests.createdAt), desc(scorecardRequests.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(scorecardRequests).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The public page's read: by its random id alone, the only way in without a session. */
    async requestByPublicId(publicId: string): Promise<ScorecardRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(scorecardRequests)
        .where(and(eq(scorecardRequests.publicId, publicId)));
      return row;
    },
  };
}

export type ScorecardsRepo = ReturnType<typeof createScorecardsRepo>;
