import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { reviewHistory, reviewResponses, reviews } from '../../platform/db/schema';

export type ResponseRow = typeof reviewResponses.$inferSelect;
type ResponseStatus = ResponseRow['status'];

export function createResponsesRepo(db: Database) {
  return {
    /** Any response counts, published or still on its way: the person has answered a review (setup progress). */
    async anyExist(accountId: number) {
      const [row] = await db
        .select({ id: reviewResponses.id })
        .from(reviewResponses)
        .where(eq(reviewResponses.accountId, accountId))
        .limit(1);
      return Boolean(row);
    },

    async find(accountId: number, id: number): Promise<ResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(reviewResponses)
        .where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.id, id)));
      return row;
    },

    async findByReview(accountId: number, reviewId: number): Promise<ResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(reviewResponses)
        .where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.reviewId, reviewId)));
      return row;
    },

    /** Stores the text to publish; a second submit for the same review replaces the first (one per review). */
    async submit(
      accountId: number,
      values: {
        reviewId: number;
        sourceId: number;
        content: string;
        userId: number | null;
        ruleId: number | null;
        suggestedByUserId: number | null;
        approvedByUserId: number | null;
      },
    ) {
      const { userId, ...columns } = values;
      // Whoever posts the text now is its author in the audit (decision 0146): an edit replaces a rule's reply.
      const audit = {
        createdByUserId: userId,
        ruleId: values.ruleId,
        suggestedByUserId: values.suggestedByUserId,
        approvedByUserId: values.approvedByUserId,
      };
      const [row] = await db
        .insert(reviewResponses)
        .values({ accountId, ...columns, ...audit, status: 'submitting' })
        .onConflictDoUpdate({
          target: [reviewResponses.reviewId, reviewResponses.accountId],
          set: {
            content: values.content,
            ...audit,
            status: 'submitting',
            statusDescription: null,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('response not stored');
      return row;
    },

    async setStatus(
      accountId: number,
      id: number,
      values: {
        status: ResponseStatus;
        statusDescription?: string | null;
        readOnly?: boolean;
        publishedAt?: Date;
        externalResponseId?: string | null;
      },
    ) {
      const [row] = await db
        .update(reviewResponses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.id, id)))
        .returning();
      return row;
    },

    /** Marks the review answered (or not) so that lists and metrics read it from the review row. */
    async setReviewAnswered(accountId: number, reviewId: number, respondedAt: Date | null) {
      await db
        .update(reviews)
        .set({ respondedAt, status: respondedAt ? 'responded' : 'needs_response', updatedAt: sql`now()` })
        .where(and(eq(reviews.accountId, accountId), eq(reviews.id, reviewId)));
    },

    /** A response never published: its review was never marked answered. */
    async remove(accountId: number, id: number) {
      await db.delete(reviewResponses).where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.id, id)));
    },

    /**
     * The response is gone at the source: removes it and marks its review unanswered in one transaction, so no
     * reader sees a review without a response that still counts as answered.
     */
    async removeFromReview(accountId: number, id: number, reviewId: number) {
      await db.transaction(async (tx) => {
        await tx
          .delete(reviewResponses)
          .where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.id, id)));
        await tx
          .update(reviews)
          .set({ respondedAt: null, status: 'needs_response', updatedAt: sql`now()` })
          .where(and(eq(reviews.accountId, accountId), eq(reviews.id, reviewId)));
      });
    },

    async recordHistory(
      accountId: number,
      reviewId: number,
      change: string,
      userId: number | null,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) {
      await db.insert(reviewHistory).values({ accountId, reviewId, change, changedByUserId: userId, before, after });
    },
  };
}

export type ResponsesRepo = ReturnType<typeof createResponsesRepo>;
