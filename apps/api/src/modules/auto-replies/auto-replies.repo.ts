import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import {
  autoReplyRules,
  autoReplyRuleVersions,
  autoReplyRuns,
  groupLocations,
  locations,
  replySuggestions,
  reviewResponses,
  reviews,
  users,
} from '../../platform/db/schema';

export type RuleRow = typeof autoReplyRules.$inferSelect;
export type RunRow = typeof autoReplyRuns.$inferSelect;
export type SuggestionRow = typeof replySuggestions.$inferSelect;
type RunStatus = RunRow['status'];
type Flagged = SuggestionRow['flagged'];

/** A person's name as the screens show it; null when the row names nobody (a left join that found no one). */
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

/** A review as a rule reads it: what it matches on and what the queue shows. */
const reviewColumns = {
  id: reviews.id,
  sourceId: reviews.sourceId,
  rating: reviews.rating,
  content: reviews.content,
  authorName: reviews.authorName,
  locationId: reviews.locationId,
  locationName: locations.name,
  publishedAt: reviews.publishedAt,
};

/** Rules, their versions and runs, and the approval queue (decision 0146); every query scoped by account. */
export function createAutoRepliesRepo(db: Database) {
  return {
    async listRules(accountId: number): Promise<RuleRow[]> {
      return db
        .select()
        .from(autoReplyRules)
        .where(and(eq(autoReplyRules.accountId, accountId), isNull(autoReplyRules.deletedAt)))
        .orderBy(autoReplyRules.name, autoReplyRules.id);
    },

    async findRule(accountId: number, id: number): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(autoReplyRules)
        .where(
          and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, id), isNull(autoReplyRules.deletedAt)),
        );
      return row;
    },

    /** A rule by id even once deleted: the audit and the queue still name it. */
    async ruleNames(accountId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: autoReplyRules.id, name: autoReplyRules.name })
        .from(autoReplyRules)
        .where(and(eq(autoReplyRules.accountId, accountId), inArray(autoReplyRules.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Saves a new rule or a new version of one, and that version's copy, in one transaction. */
    async saveRule(
      accountId: number,
      id: number | null,
      values: { name: string; enabled: boolean; definition: Record<string, unknown> },
      userId: number,
    ): Promise<RuleRow | undefined> {
      return db.transaction(async (tx) => {
        const [rule] =
          id === null
            ? await tx
                .insert(autoReplyRules)
                .values({ accountId, ...values })
                .returning()
            : await tx
                .update(autoReplyRules)
                .set({ ...values, version: sql`${autoReplyRules.version} + 1`, updatedAt: sql`now()` })
                .where(
                  and(
                    eq(autoReplyRules.accountId, accountId),
                    eq(autoReplyRules.id, id),
                    isNull(autoReplyRules.deletedAt),
                  ),
                )
                .returning();
        if (!rule) return undefined;
        await tx.insert(autoReplyRuleVersions).values({
          accountId,
          ruleId: rule.id,
          version: rule.version,
          definition: values.definition,
          changedByUserId: userId,
        });
        return rule;
      });
    },

    async deleteRule(accountId: number, id: number): Promise<RuleRow | undefined> {
      const [row] = await db
        .update(autoReplyRules)
        .set({ deletedAt: sql`now()`, enabled: false, updatedAt: sql`now()` })
        .where(
          and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, id), isNull(autoReplyRules.deletedAt)),
        )
        .returning();
      return row;
    },

    async versions(accountId: number, ruleId: number) {
      return db
        .select({
          version: autoReplyRuleVersions.version,
          definition: autoReplyRuleVersions.definition,
          changedBy: fullName(users),
          changedAt: autoReplyRuleVersions.changedAt,
        })
        .from(autoReplyRuleVersions)
        .leftJoin(users, eq(users.id, autoReplyRuleVersions.changedByUserId))
        .where(and(eq(autoReplyRuleVersions.accountId, accountId), eq(autoReplyRuleVersions.ruleId, ruleId)))
        .orderBy(desc(autoReplyRuleVersions.version));
    },

    async runs(accountId: number, ruleId: number, limit: number): Promise<RunRow[]> {
      return db
        .select()
        .from(autoReplyRuns)
        .where(and(eq(autoReplyRuns.accountId, accountId), eq(autoReplyRuns.ruleId, ruleId)))
        .orderBy(desc(autoReplyRuns.createdAt), desc(autoReplyRuns.id))
        .limit(limit);
    },

    /** The accounts with a rule switched on: the ones the sweep looks at. */
    async accountsWithRules(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ accountId: autoReplyRules.accountId })
        .from(autoReplyRules)
        .where(and(eq(autoReplyRules.enabled, true), isNull(autoReplyRules.deletedAt)));
      return rows.map((row) => row.accountId);
    },

    async locationsOfGroups(accountId: number, groupIds: number[]): Promise<Set<number>> {
      if (groupIds.length === 0) return new Set();
      const rows = await db
        .select({ locationId: groupLocations.locationId })
        .from(groupLocations)
        .where(and(eq(groupLocations.accountId, accountId), inArray(groupLocations.groupId, groupIds)));
      return new Set(rows.map((row) => row.locationId));
    },

    /**
     * Reviews a rule may take: arrived since `since`, not removed, without a reply, a run or a pending suggestion.
     * Newest first, so reviews no rule picks never hold the new ones back.
     */
    async unansweredSince(accountId: number, since: Date, limit: number) {
      return db
        .select({ ...reviewColumns, createdAt: reviews.createdAt })
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(
          and(
            eq(reviews.accountId, accountId),
            gte(reviews.createdAt, since),
            eq(reviews.removed, false),
            isNull(reviews.respondedAt),
            sql`not exists (select 1 from ${reviewResponses} where ${reviewResponses.reviewId} = ${reviews.id})`,
            sql`not exists (select 1 from ${autoReplyRuns} where ${autoReplyRuns.reviewId} = ${reviews.id})`,
            sql`not exists (select 1 from ${replySuggestions} where ${replySuggestions.reviewId} = ${reviews.id}
              and ${replySuggestions.status} = 'pending')`,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** The reviews published in a window, newest first: what the dry run replays. */
    async publishedBetween(accountId: number, from: Date, to: Date, limit: number) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(
          and(
            eq(reviews.accountId, accountId),
            eq(reviews.removed, false),
            gte(reviews.publishedAt, from),
            lte(reviews.publishedAt, to),
          ),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit);
    },

    async reviewForRule(accountId: number, reviewId: number) {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(and(eq(reviews.accountId, accountId), eq(reviews.id, reviewId)));
      return row;
    },

    /** Claims the review for the rule; false when another rule (or an earlier sweep) has it already. */
    async claim(accountId: number, ruleId: number, reviewId: number, dueAt: Date): Promise<RunRow | undefined> {
      const [row] = await db
        .insert(autoReplyRuns)
        .values({ accountId, ruleId, reviewId, dueAt, status: 'scheduled' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findRun(accountId: number, id: number): Promise<RunRow | undefined> {
      const [row] = await db
        .select()
        .from(autoReplyRuns)
        .where(and(eq(autoReplyRuns.accountId, accountId), eq(autoReplyRuns.id, id)));
      return row;
    },

    async settleRun(accountId: number, id: number, status: RunStatus, reason: string | null, dueAt?: Date) {
      await db
        .update(autoReplyRuns)
        .set({ status, reason, ...(dueAt ? { dueAt } : {}), updatedAt: sql`now()` })
        .where(and(eq(autoReplyRuns.accountId, accountId), eq(autoReplyRuns.id, id)));
    },

    /** The rule's next template turn: counted in the database so two workers never take the same one. */
    async nextTurn(accountId: number, ruleId: number): Promise<number> {
      const [row] = await db
        .update(autoReplyRules)
        .set({ turn: sql`${autoReplyRules.turn} + 1` })
        .where(and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, ruleId)))
        .returning({ turn: autoReplyRules.turn });
      return (row?.turn ?? 1) - 1;
    },

    async suggest(
      accountId: number,
      values: {
        reviewId: number;
        content: string;
        suggestedByUserId: number | null;
        ruleId: number | null;
        flagged: Flagged;
      },
    ): Promise<SuggestionRow> {
      const [row] = await db
        .insert(replySuggestions)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('suggestion not stored');
      return row;
    },

    /** The queue's rows with the review they answer and the people named. */
    async suggestions(
      accountId: number,
      filter: { status: SuggestionRow['status']; reviewId?: number; ids?: number[] },
      limit: number,
    ) {
      const suggester = alias(users, 'suggester');
      const decider = alias(users, 'decider');
      return db
        .select({
          suggestion: replySuggestions,
          suggestedBy: fullName(suggester),
          decidedBy: fullName(decider),
          ruleName: autoReplyRules.name,
          review: reviewColumns,
        })
        .from(replySuggestions)
        .innerJoin(reviews, eq(reviews.id, replySuggestions.reviewId))
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .leftJoin(suggester, eq(suggester.id, replySuggestions.suggestedByUserId))
        .leftJoin(decider, eq(decider.id, replySuggestions.decidedByUserId))
        .leftJoin(autoReplyRules, eq(autoReplyRules.id, replySuggestions.ruleId))
        .where(
          and(
            eq(replySuggestions.accountId, accountId),
            filter.ids ? inArray(replySuggestions.id, filter.ids) : eq(replySuggestions.status, filter.status),
            filter.reviewId === undefined ? undefined : eq(replySuggestions.reviewId, filter.reviewId),
          ),
        )
        .orderBy(desc(replySuggestions.createdAt), desc(replySuggestions.id))
        .limit(limit);
    },

    /** Decides a pending suggestion; undefined when it was decided meanwhile (two approvers at once). */
    async decide(accountId: number, id: number, status: 'approved' | 'rejected', userId: number, content?: string) {
      const [row] = await db
        .update(replySuggestions)
        .set({ status, decidedByUserId: userId, decidedAt: sql`now()`, ...(content ? { content } : {}) })
        .where(
          and(
            eq(replySuggestions.accountId, accountId),
            eq(replySuggestions.id, id),
            eq(replySuggestions.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** Puts an approval that could not be posted back in the queue. */
    async reopen(accountId: number, id: number) {
      await db
        .update(replySuggestions)
        .set({ status: 'pending', decidedByUserId: null, decidedAt: null })
        .where(and(eq(replySuggestions.accountId, accountId), eq(replySuggestions.id, id)));
    },

    /** Who posted the review's reply: the audit columns of review_responses with the names they point at. */
    async audit(accountId: number, reviewId: number) {
      const poster = alias(users, 'poster');
      const suggester = alias(users, 'suggester');
      const approver = alias(users, 'approver');
      const [row] = await db
        .select({
          postedBy: fullName(poster),
          ruleId: reviewResponses.ruleId,
          suggestedBy: fullName(suggester),
          approvedBy: fullName(approver),
        })
        .from(reviewResponses)
        .leftJoin(poster, eq(poster.id, reviewResponses.createdByUserId))
        .leftJoin(suggester, eq(suggester.id, reviewResponses.suggestedByUserId))
        .leftJoin(approver, eq(approver.id, reviewResponses.approvedByUserId))
        .where(and(eq(reviewResponses.accountId, accountId), eq(reviewResponses.reviewId, reviewId)));
      return row;
    },
  };
}

export type AutoRepliesRepo = ReturnType<typeof createAutoRepliesRepo>;
