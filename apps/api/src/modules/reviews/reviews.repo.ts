import { pageWindow, type ReviewsQuery, SOURCES } from '@repute/domain';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { copyCsv } from '../../platform/db/copy';
import {
  accounts,
  locations,
  reviewHistory,
  reviewReads,
  reviewResponses,
  reviews,
  reviewTags,
  tags,
  users,
} from '../../platform/db/schema';
import { keepBitmapsExact, type ReadTransaction, withoutParallelWorkers } from '../../platform/db/serial-read';
import { preparedRead } from '../../platform/db/unit-of-work';
import { countedReviews } from './review-daily-counts';
import { type ResolvedFilters, type ReviewScope, reviewConditions } from './review-filters';
import { wordsMatch } from './review-search';
import { searchCounts, walkIsShorter, wordCountable } from './review-word-counts';

export type ReviewRow = Omit<typeof reviews.$inferSelect, 'searchVector'> & { locationName: string };
export type ResponseRow = typeof reviewResponses.$inferSelect;
export type TagRow = { id: number; name: string };
/** A review as the API shows it: with its account's name, its response (a review has at most one), its tags and
 * whether the reader has read it. */
export type ReviewDetailRow = ReviewRow & {
  accountName: string;
  response: ResponseRow | null;
  tags: TagRow[];
  read: boolean;
};
export type Cursor = { publishedAt: Date; id: number };
export type ExportOrder = { by: 'published_at' | 'rating'; descending: boolean };
/** A timestamp as Date.toISOString() writes it (UTC, milliseconds, Z), written by PostgreSQL. */
const isoText = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The source catalogue as a table of the CSV's query, for its source names. */
const sourceNames = sql`(values ${sql.join(
  SOURCES.map((source) => sql`(${source.id}::int, ${source.name}::text)`),
  sql`, `,
)}) as source_names (id, name)`;

/**
 * The values of the reviews CSV's cells, as SQL over the FROM of `csvCopy`: timestamps as ISO 8601 text,
 * categories and tags as '; '-separated text (tags by name, as the API orders them), the source's name from the
 * catalogue, the response's fields (a review has at most one).
 */
export const reviewCsvValues = {
  id: sql`${reviews.id}`,
  publishedAt: isoText(reviews.publishedAt),
  locationId: sql`${reviews.locationId}`,
  locationName: sql`${locations.name}`,
  sourceName: sql`coalesce(source_names.name, 'Unknown')`,
  rating: sql`${reviews.rating}`,
  authorName: sql`${reviews.authorName}`,
  content: sql`${reviews.content}`,
  sentiment: sql`${reviews.sentiment}`,
  categories: sql`array_to_string(${reviews.categories}, '; ')`,
  tags: sql`review_tag_names.tags`,
  status: sql`${reviews.status}`,
  response: sql`${reviewResponses.content}`,
  responseStatus: sql`${reviewResponses.status}`,
  responsePublishedAt: isoText(reviewResponses.publishedAt),
  language: sql`${reviews.language}`,
  url: sql`${reviews.url}`,
  externalId: sql`${reviews.externalId}`,
  removed: sql`${reviews.removed}::text`,
  updatedAt: isoText(reviews.sourceUpdatedAt),
};

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
  surveySelectorType: reviews.surveySelectorType,
  surveyScore: reviews.surveyScore,
  private: reviews.private,
  publishConsent: reviews.publishConsent,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  locationName: locations.name,
};

/**
 * The review's response and tags in the review's own row: one query answers a page, instead of one for the
 * page and one each for its responses and tags (decision 0036). Read is the reader's own (decision 0118).
 */
const detailColumns = (readerId: Placeholder) => ({
  ...columns,
  // The names as one-row subqueries rather than joins (decision 0180): each is the same primary-key lookup either
  // way, but every join is one more relation for the planner to order, and planning was most of the statement's
  // time (a page's 1.0 ms of planning became 0.6 ms).
  locationName: sql<string>`(select ${locations.name} from ${locations}
    where ${locations.id} = ${reviews.locationId} and ${locations.accountId} = ${reviews.accountId})`,
  accountName: sql<string>`(select ${accounts.name} from ${accounts} where ${accounts.id} = ${reviews.accountId})`,
  response: getTableColumns(reviewResponses),
  tags: sql<TagRow[]>`coalesce((
    select json_agg(json_build_object('id', rt.id, 'name', t.name) order by t.name, rt.id)
      from ${reviewTags} rt join ${tags} t on t.id = rt.tag_id
     where rt.account_id = ${reviews.accountId} and rt.review_id = ${reviews.id}), '[]'::json)`,
  read: sql<boolean>`exists (select 1 from ${reviewReads} where ${reviewReads.accountId} = ${reviews.accountId}
    and ${reviewReads.userId} = ${readerId} and ${reviewReads.reviewId} = ${reviews.id})`,
});

export function createReviewsRepo(db: Database) {
  /**
   * Reviews with their account's and location's names, response and tags, and whether the reader (the placeholder
   * `readerId`) read them.
   */
  const selectDetails = () =>
    db
      .select(detailColumns(sql.placeholder('readerId')))
      .from(reviews)
      .leftJoin(
        reviewResponses,
        and(eq(reviewResponses.reviewId, reviews.id), eq(reviewResponses.accountId, reviews.accountId)),
      );

  /** One review: a read of fixed shape, a quarter of the mixed load's requests, built and parsed once (decision 0183). */
  const reviewDetails = preparedRead(() =>
    selectDetails()
      .where(and(eq(reviews.accountId, sql.placeholder('accountId')), eq(reviews.id, sql.placeholder('id'))))
      .prepare('review_details'),
  );

  /**
   * Reviews by id, in no order: a page's rows once its ids are known. Of fixed shape whatever the list's filters,
   * so built and parsed once (decision 0183); the page's own query, which varies, only finds the ids. Planning the
   * rows' joins and subqueries again for every page was most of the page's time in PostgreSQL.
   */
  const reviewsByIds = preparedRead(() =>
    selectDetails()
      .where(sql`${reviews.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('reviews_by_ids'),
  );

  /** The reviews of `ids` in the order of `ids`. */
  async function detailsInOrder(readerId: number, ids: number[]): Promise<ReviewDetailRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await reviewsByIds({ readerId, ids })).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The list's _total: from the counts when the filters allow (countedReviews), else by counting the reviews. */
  async function countOf(
    scope: ReviewScope,
    filters: ResolvedFilters,
    where: SQL,
    reader: Database | ReadTransaction = db,
  ): Promise<{ value: number }[]> {
    const counted = typeof scope === 'number' ? countedReviews(scope, filters) : null;
    if (!counted) return reader.select({ value: count() }).from(reviews).where(where);
    return (await reader.execute<{ value: number }>(sql`select ${counted} as value`)).rows;
  }

  /**
   * A read of a search's matches (decisions 0175, 0181): they come from the words' index as a bitmap, which stays
   * exact, and one process reads them.
   */
  const searchRead = <T>(read: (tx: ReadTransaction) => Promise<T>) =>
    withoutParallelWorkers(db, async (tx) => {
      await keepBitmapsExact(tx);
      return read(tx);
    });

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
     * The CSV lines of every review of the filters in the export's order, written by PostgreSQL (decision 0081):
     * `cells` are the columns' SQL over reviewCsvValues. One statement and one snapshot however many reviews; the
     * tags are aggregated once for the account and hash-joined, instead of a subquery run for every review. Ties
     * order by id in the same direction.
     */
    csvCopy(accountId: number, filters: ResolvedFilters, order: ExportOrder, cells: SQL) {
      const direction = order.descending ? sql`desc` : sql`asc`;
      const keys =
        order.by === 'rating' ? [reviews.rating, reviews.publishedAt, reviews.id] : [reviews.publishedAt, reviews.id];
      return copyCsv(
        db,
        sql`select ${cells}
          from ${reviews}
          inner join ${locations} on ${locations.id} = ${reviews.locationId}
          left join ${reviewResponses}
            on ${reviewResponses.reviewId} = ${reviews.id} and ${reviewResponses.accountId} = ${reviews.accountId}
          left join ${sourceNames} on source_names.id = ${reviews.sourceId}
          left join (
            select ${reviewTags.reviewId} as review_id, string_agg(${tags.name}, '; ' order by ${tags.name}, ${reviewTags.id}) as tags
              from ${reviewTags} join ${tags} on ${tags.id} = ${reviewTags.tagId}
             where ${reviewTags.accountId} = ${accountId}
             group by ${reviewTags.reviewId}
          ) as review_tag_names on review_tag_names.review_id = ${reviews.id}
          where ${reviewConditions(accountId, filters)}
          order by ${sql.join(
            keys.map((key) => sql`${key} ${direction}`),
            sql`, `,
          )}`,
      );
    },

    /** A page of the scope's reviews, read as `readerId` reads them. */
    async list(
      scope: ReviewScope,
      readerId: number,
      filters: ResolvedFilters,
      query: ReviewsQuery,
      cursors: Record<'before' | 'after', Cursor | null>,
    ) {
      const where = reviewConditions(scope, filters);
      const reverse = Boolean(cursors.before) && !cursors.after;
      const usesCursor = Boolean(cursors.before || cursors.after) && query['sort[by]'] === 'published_at';
      const page = pageWindow(query);
      // The page's ids first, from the indexes alone where the filters allow (a group's month is a thousand
      // index entries), then only those reviews' rows (reviewsByIds): heap reads for 25 reviews, not every match.
      const pageIdsOf = async (conditions: SQL, reader: Database | ReadTransaction = db) => {
        const found = await reader
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(conditions, keyset(query, cursors.before, cursors.after)))
          .orderBy(...ordering(query, reverse))
          .limit(page.limit)
          .offset(usesCursor ? 0 : page.offset);
        return found.map((row) => row.id);
      };
      /** The page's reviews in the order of `ids`, newest first after a `before` cursor too. */
      const pageOf = async (ids: number[]) => {
        const rows = await detailsInOrder(readerId, ids);
        return reverse ? rows.reverse() : rows;
      };

      const counts = wordCountable(scope, filters) ? await searchCounts(db, scope, filters) : null;
      if (counts && filters.search_terms) {
        // A one-word search's total is counted already (decision 0182), and it says how the page is found sooner:
        // by walking the window newest first, testing each review's words, or from the words' index.
        if (!usesCursor && page.offset >= counts.matches) return { rows: [], total: counts.matches };
        // After a cursor the walk starts at the cursor, through the same index.
        const walk =
          query['sort[by]'] === 'published_at' &&
          walkIsShorter(counts, usesCursor ? page.limit : page.offset + page.limit);
        const ids = walk
          ? await pageIdsOf(
              and(reviewConditions(scope, { ...filters, search_terms: undefined }), wordsMatch(filters.search_terms)) ??
                where,
            )
          : await searchRead((tx) => pageIdsOf(where, tx));
        return { rows: await pageOf(ids), total: counts.matches };
      }
      if (filters.search_terms && !usesCursor) {
        // A search's matches come from the words' index in no order (decision 0175): the page's query reads and
        // sorts every one of them anyway, so it counts them in the same pass instead of a second query reading
        // each again, and without workers. A page past the end has no row to carry the total, and counts on its own.
        const matches = await searchRead((tx) =>
          tx
            .select({ id: reviews.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
            .from(reviews)
            .where(where)
            .orderBy(...ordering(query, reverse))
            .limit(page.limit)
            .offset(page.offset),
        );
        const total =
          matches[0]?.total ?? (await searchRead((tx) => countOf(scope, filters, where, tx)))[0]?.value ?? 0;
        return { rows: await pageOf(matches.map((match) => match.id)), total };
      }
      const counting = filters.search_terms
        ? searchRead((tx) => countOf(scope, filters, where, tx))
        : countOf(scope, filters, where);
      const [ids, [total]] = await Promise.all([pageIdsOf(where), counting]);
      return { rows: await pageOf(ids), total: total?.value ?? 0 };
    },

    async find(accountId: number, id: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(and(eq(reviews.accountId, accountId), eq(reviews.id, id)));
      return row;
    },

    /** One review as the API shows it to the reader. */
    async findDetails(accountId: number, readerId: number, id: number): Promise<ReviewDetailRow | undefined> {
      const [row] = await reviewDetails({ accountId, readerId, id });
      return row;
    },

    /** Which of the ids are reviews of the account. */
    async idsOf(accountId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.accountId, accountId), inArray(reviews.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** Marks the account's reviews as read by the user; reading one again keeps when it was first read. */
    async markRead(accountId: number, userId: number, reviewIds: readonly number[]) {
      if (reviewIds.length === 0) return;
      await db
        .insert(reviewReads)
        .values(reviewIds.map((reviewId) => ({ accountId, userId, reviewId })))
        .onConflictDoNothing();
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
