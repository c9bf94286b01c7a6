import type { KeywordSearch, PageWindow } from '@repute/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { keywordsCondition } from '../../platform/db/list-query';
import { reviewTags, tags } from '../../platform/db/schema';

export type TagRow = typeof tags.$inferSelect;

export function createTagsRepo(db: Database) {
  return {
    /** Type-ahead matches the start of the name; otherwise anywhere in it. */
    async list(accountId: number, search: KeywordSearch | undefined, { limit, offset }: PageWindow) {
      const nameMatch = keywordsCondition([sql`lower(${tags.name})`], search, { lowerCased: true, wholeText: true });
      const where = and(eq(tags.accountId, accountId), nameMatch);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tags)
          .where(where)
          .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(tags).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(tags)
        .where(and(eq(tags.accountId, accountId), eq(tags.id, id)));
      return row;
    },

    async findByName(accountId: number, name: string) {
      const [row] = await db
        .select()
        .from(tags)
        .where(and(eq(tags.accountId, accountId), sql`lower(${tags.name}) = lower(${name})`));
      return row;
    },

    /** The account's tag of that name, created when missing (names are unique regardless of case). */
    async ensure(accountId: number, name: string): Promise<TagRow> {
      await db.insert(tags).values({ accountId, name }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(tags)
        .where(and(eq(tags.accountId, accountId), sql`lower(${tags.name}) = lower(${name})`));
      if (!row) throw new Error('tag not stored');
      return row;
    },

    async remove(accountId: number, id: number) {
      await db.delete(tags).where(and(eq(tags.accountId, accountId), eq(tags.id, id)));
    },

    async reviewTags(accountId: number, reviewId: number | undefined, { limit, offset }: PageWindow) {
      const where = and(
        eq(reviewTags.accountId, accountId),
        reviewId === undefined ? undefined : eq(reviewTags.reviewId, reviewId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: reviewTags.id,
            name: tags.name,
            accountId: reviewTags.accountId,
            reviewId: reviewTags.reviewId,
          })
          .from(reviewTags)
          .innerJoin(tags, eq(tags.id, reviewTags.tagId))
          .where(where)
          .orderBy(asc(reviewTags.reviewId), asc(tags.name))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(reviewTags).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async tagReview(accountId: number, reviewId: number, tagId: number) {
      await db.insert(reviewTags).values({ accountId, reviewId, tagId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: reviewTags.id, name: tags.name, accountId: reviewTags.accountId, reviewId: reviewTags.reviewId })
        .from(reviewTags)
        .innerJoin(tags, eq(tags.id, reviewTags.tagId))
        .where(and(eq(reviewTags.reviewId, reviewId), eq(reviewTags.tagId, tagId)));
      if (!row) throw new Error('review tag not stored');
      return row;
    },

    async tagReviews(accountId: number, reviewIds: readonly number[], tagId: number) {
      await db
        .insert(reviewTags)
        .values(reviewIds.map((reviewId) => ({ accountId, reviewId, tagId })))
        .onConflictDoNothing();
    },

    async untagReview(accountId: number, reviewId: number, tagId: number) {
      const rows = await db
        .delete(reviewTags)
        .where(and(eq(reviewTags.accountId, accountId), eq(reviewTags.reviewId, reviewId), eq(reviewTags.tagId, tagId)))
        .returning({ id: reviewTags.id });
      return rows.length > 0;
    },
  };
}

export type TagsRepo = ReturnType<typeof createTagsRepo>;
