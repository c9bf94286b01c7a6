import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { reviewDisputes, users } from '../../platform/db/schema';

export type DisputeRow = typeof reviewDisputes.$inferSelect & { createdBy: string | null };
type DisputeStatus = DisputeRow['status'];

const columns = {
  dispute: reviewDisputes,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** Disputes of reviews (decision 0147); every query scoped by account. */
export function createReviewDisputesRepo(db: Database) {
  async function select(accountId: number, where: ReturnType<typeof eq>) {
    const rows = await db
      .select(columns)
      .from(reviewDisputes)
      .leftJoin(users, eq(users.id, reviewDisputes.createdByUserId))
      .where(and(eq(reviewDisputes.accountId, accountId), where))
      .orderBy(desc(reviewDisputes.createdAt), desc(reviewDisputes.id));
    return rows.map(({ dispute, createdBy }) => ({ ...dispute, createdBy }));
  }

  return {
    ofReview: (accountId: number, reviewId: number) => select(accountId, eq(reviewDisputes.reviewId, reviewId)),

    async find(accountId: number, id: number): Promise<DisputeRow | undefined> {
      return (await select(accountId, eq(reviewDisputes.id, id)))[0];
    },

    async create(
      accountId: number,
      values: { reviewId: number; reason: string; details: string; evidenceUrl: string | null; userId: number },
    ) {
      const { userId, ...rest } = values;
      const [row] = await db
        .insert(reviewDisputes)
        .values({ accountId, ...rest, createdByUserId: userId })
        .returning();
      if (!row) throw new Error('dispute not stored');
      return row;
    },

    async setStatus(accountId: number, id: number, status: DisputeStatus, outcomeNote: string | null, closed: boolean) {
      await db
        .update(reviewDisputes)
        .set({ status, outcomeNote, updatedAt: sql`now()`, resolvedAt: closed ? sql`now()` : null })
        .where(and(eq(reviewDisputes.accountId, accountId), eq(reviewDisputes.id, id)));
    },
  };
}

export type ReviewDisputesRepo = ReturnType<typeof createReviewDisputesRepo>;
