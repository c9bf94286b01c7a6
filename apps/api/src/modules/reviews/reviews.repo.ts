import { pageWindow, type ReviewsQuery } from '@repute/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cursorBatches } from '../../platform/db/cursor';
import {
  locations,
  reviewDailyCounts,
  reviewHistory,
  reviewResponses,
  reviews,
  reviewTags,
  tags,
  users,
} from '../../platform/db/schema';
import { dailyCountConditions } from './review-daily-counts';
import { type ResolvedFilters, reviewConditions } from './review-filters';

export type ReviewRow = typeof reviews.$inferSelect & { locationName: string };
export type ResponseRow = typeof reviewResponses.$inferSelect;
export type Cursor = { publishedAt: Date; id: number };
export type ExportOrder = { by: 'published_at' | 'rating'; descending: boolean };
export type ExportRow = Omit<ReviewRow, 'searchVector'>;

const columns = {
  id: reviews.id,
  accountId: reviews.accountId,
  locationId: reviews.locationId,
  sourceId: reviews.sourceId,
  externalId: reviews.externalId,
  rating: reviews.rating,
  authorName: reviews.authorName,
  content: reviews.content,
  language: reviews.language,
  status: reviews.status,
  sentiment: reviews.sentiment,
  categories: reviews.categories,
  url: reviews.url,
  removed: reviews.removed,
  removedAt: reviews.removedAt,
  publishedAt: reviews.publishedAt,
  sourceUpdatedAt: reviews.sourceUpdatedAt,
  respondedAt: reviews.respondedAt,
  searchVector: reviews.searchVector,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  locationName: locations.name,
};

/** An export writes no search vector: reading it would double the bytes of every row. */
const { searchVector: _searchVector, ...exportColumns } = columns;

export function createReviewsRepo(db: Database) {
  /** The list's _total: from the daily counts when the filters allow, else by counting the reviews. */
  function countOf(accountId: number, filters: ResolvedFilters, where: SQL) {
    const counted = dailyCountConditions(accountId, filters);
    return counted
      ? db
          .select({ value: sql<number>`coalesce(sum(${reviewDailyCounts.reviews}), 0)::int` })
          .from(reviewDailyCounts)
          .where(counted)
      : db.select({ value: count() }).from(reviews).where(where);
  }

  /** Keyset conditions for before/after cursors under published_at desc, id desc. */
  function keyset(query: ReviewsQuery, before: Cursor | null, after: Cursor | null): SQL | undefined {
    if (query['sort[by]'] !== 'published_at') return undefined;
    const newer = query['sort[order]'] === 'desc';
    if (after) {
      return newer
        ? sql`(${reviews.publishedAt}, ${reviews.id}) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id})`
        : sql`(${reviews.publishedAt}, ${reviews.id}) > (${after.publishedAt.toISOString()}::timestamptz, ${after.id})`;
    }
    if (before) {
      return newer
        ? sql`(${reviews.publishedAt}, ${reviews.id}) > (${before.publishedAt.toISOString()}::timestamptz, ${before.id})`
        : sql`(${reviews.publishedAt}, ${reviews.id}) < (${before.publishedAt.toISOString()}::timestamptz, ${before.id})`;
    }
    return undefined;
  }

  function ordering(query: ReviewsQuery, reverse: boolean): SQL[] {
    const descending = (query['sort[order]'] === 'desc') !== reverse;
    const direction = descending ? sql`desc nulls last` : sql`asc nulls first`;
    const column = query['sort[by]'] === 'rating' ? reviews.rating : reviews.publishedAt;
    const order = [sql`${column} ${direction}`];
    if (query['sort[by]'] === 'rating') order.push(sql`${reviews.publishedAt} desc nulls last`);
    order.push(sql`${reviews.id} ${direction}`);
    return order;
  }

  return {
    /**
     * Every review of the filters in the export's order, in batches through a cursor: one plan and one pass,
     * however many reviews (decision 0028). Ties order by id in the same direction.
     */
    exportBatches(accountId: number, filters: ResolvedFilters, order: ExportOrder, batchSize: number) {
      const direction = order.descending ? sql`desc` : sql`asc`;
      const keys =
        order.by === 'rating' ? [reviews.rating, reviews.publishedAt, reviews.id] : [reviews.publishedAt, reviews.id];
      const selected = sql.join(
        Object.entries(exportColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
        sql`, `,
      );
      return cursorBatches<ExportRow>(
        db,
        sql`select ${selected} from ${reviews} inner join ${locations} on ${locations.id} = ${reviews.locationId}
          where ${reviewConditions(accountId, filters)}
          order by ${sql.join(
            keys.map((key) => sql`${key} ${direction}`),
            sql`, `,
          )}`,
        batchSize,
      );
    },

    async list(
      accountId: number,
      filters: ResolvedFilters,
      query: ReviewsQuery,
      cursors: Record<'before' | 'after', Cursor | null>,
    ) {
      const where = reviewConditions(accountId, filters);
      const reverse = Boolean(cursors.before) && !cursors.after;
      const usesCursor = Boolean(cursors.before || cursors.after) && query['sort[by]'] === 'published_at';
      const page = pageWindow(query);
      // The page's ids first, from the indexes alone where the filters allow (a group's month is a thousand
      // index entries), then only those reviews' rows: heap reads for 25 reviews instead of every match.
      const pageIds = db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(where, keyset(query, cursors.before, cursors.after)))
        .orderBy(...ordering(query, reverse))
        .limit(page.limit)
        .offset(usesCursor ? 0 : page.offset);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(reviews)
          .innerJoin(locations, eq(locations.id, reviews.locationId))
          .where(inArray(reviews.id, pageIds))
          .orderBy(...ordering(query, reverse)),
        countOf(accountId, filters, where),
      ]);
      return { rows: reverse ? rows.reverse() : rows, total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(and(eq(reviews.accountId, accountId), eq(reviews.id, id)));
      return row;
    },

    async responsesOf(accountId: number, reviewIds: number[]): Promise<ResponseRow[]> {
      if (reviewIds.length === 0) return [];
      return db
        .select()
        .from(reviewResponses)
        .where(and(eq(reviewResponses.accountId, accountId), inArray(reviewResponses.reviewId, reviewIds)));
    },

    async tagsOf(accountId: number, reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({ id: reviewTags.id, name: tags.name, accountId: reviewTags.accountId, reviewId: reviewTags.reviewId })
        .from(reviewTags)
        .innerJoin(tags, eq(tags.id, reviewTags.tagId))
        .where(and(eq(reviewTags.accountId, accountId), inArray(reviewTags.reviewId, reviewIds)))
        .orderBy(asc(tags.name));
    },

    async history(accountId: number, reviewId: number) {
      return db
        .select({
          id: reviewHistory.id,
          reviewId: reviewHistory.reviewId,
          change: reviewHistory.change,
          changedAt: reviewHistory.changedAt,
          changedByUserId: reviewHistory.changedByUserId,
          changedByName: sql<
            string | null
          >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
          before: reviewHistory.before,
          after: reviewHistory.after,
        })
        .from(reviewHistory)
        .leftJoin(users, eq(users.id, reviewHistory.changedByUserId))
        .where(and(eq(reviewHistory.accountId, accountId), eq(reviewHistory.reviewId, reviewId)))
        .orderBy(desc(reviewHistory.changedAt), desc(reviewHistory.id));
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
