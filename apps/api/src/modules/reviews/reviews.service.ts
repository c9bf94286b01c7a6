import { can, type Review, type ReviewFilters, type ReviewsQuery } from '@repute/domain';
import { assertCan } from '../../platform/auth/access';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts';
import type { ResolvedFilters } from './review-filters';
import { decodeCursor, encodeCursor, toReview } from './reviews.mapper';
import type { ReviewRow, ReviewsRepo } from './reviews.repo';

/** Rows grouped by their review (Map.groupBy is Node 21+). */
function byReview<Row extends { reviewId: number }>(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.reviewId);
    if (group) group.push(row);
    else grouped.set(row.reviewId, [row]);
  }
  return grouped;
}

export type ReviewsDeps = { repo: ReviewsRepo; accounts: AccountsService };

export function createReviewsService({ repo, accounts }: ReviewsDeps) {
  /** The caller's filters with the account's time zone; another account's id sees nothing (404). */
  async function resolve(caller: Caller, filters: ReviewFilters): Promise<ResolvedFilters> {
    await accountInScope(caller, filters.account_id);
    const account = await accounts.ownAccount(caller);
    return { ...filters, timeZone: account.timeZone };
  }

  /**
   * The account a list reads: the caller's own or, from a parent account, one of its children (the parents'
   * reviews-without-responses view, spec 000 §2). Any other account answers 404, as everywhere.
   */
  async function listedAccount(caller: Caller, filters: ReviewFilters) {
    const account = await accounts.visibleAccount(caller, filters.account_id ?? caller.accountId);
    return { accountId: account.id, filters: { ...filters, timeZone: account.timeZone } };
  }

  async function present(
    caller: Caller,
    accountId: number,
    rows: Omit<ReviewRow, 'searchVector'>[],
  ): Promise<Review[]> {
    const ids = rows.map((row) => row.id);
    const [responses, tagRows] = await Promise.all([repo.responsesOf(accountId, ids), repo.tagsOf(accountId, ids)]);
    // A parent reads its children's reviews but answers them only from inside the child account.
    const mayRespond = accountId === caller.accountId && can(caller.permissions, 'review', 'respond');
    // Grouped once: an export presents thousands of reviews a batch, and a filter per review would be quadratic.
    const responsesByReview = byReview(responses);
    const tagsByReview = byReview(tagRows);
    return rows.map((row) =>
      toReview(row, responsesByReview.get(row.id) ?? [], tagsByReview.get(row.id) ?? [], mayRespond),
    );
  }

  async function findRow(caller: Caller, id: number): Promise<ReviewRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Review not found');
    return row;
  }

  return {
    resolve,
    findRow,

    /** A review of the account, for jobs that act without a caller (publishing a response). */
    reviewOf: (accountId: number, id: number) => repo.find(accountId, id),

    async list(caller: Caller, query: ReviewsQuery) {
      assertCan(caller, 'review', 'read');
      const { accountId, filters } = await listedAccount(caller, query);
      const before = decodeCursor(query.before);
      const after = decodeCursor(query.after);
      if (before === 'invalid' || after === 'invalid') {
        throw badRequest('Invalid paging cursor', { [before === 'invalid' ? 'before' : 'after']: ['Invalid cursor'] });
      }
      const { rows, total } = await repo.list(accountId, filters, query, { before, after });
      const first = rows[0];
      const last = rows.at(-1);
      return {
        reviews: await present(caller, accountId, rows),
        total,
        cursors: { before: first ? encodeCursor(first) : null, after: last ? encodeCursor(last) : null },
      };
    },

    /**
     * The reviews of a list's filters as an export reads them: the same permission and accounts as the list,
     * then batches in keyset order until none is left.
     */
    async exportBatches(
      caller: Caller,
      query: ReviewFilters & Pick<ReviewsQuery, 'sort[by]' | 'sort[order]'>,
      batchSize: number,
    ): Promise<AsyncIterable<Review[]>> {
      assertCan(caller, 'review', 'read');
      const { accountId, filters } = await listedAccount(caller, query);
      const order = { by: query['sort[by]'], descending: query['sort[order]'] === 'desc' };
      return (async function* batches() {
        for await (const rows of repo.exportBatches(accountId, filters, order, batchSize)) {
          yield await present(caller, accountId, rows);
        }
      })();
    },

    async get(caller: Caller, id: number): Promise<Review> {
      assertCan(caller, 'review', 'read');
      const [review] = await present(caller, caller.accountId, [await findRow(caller, id)]);
      if (!review) throw notFound('Review not found');
      return review;
    },

    async history(caller: Caller, id: number) {
      assertCan(caller, 'review', 'read');
      await findRow(caller, id);
      const rows = await repo.history(caller.accountId, id);
      return rows.map((row) => ({
        id: row.id,
        review_id: row.reviewId,
        change: row.change,
        changed_at: row.changedAt.toISOString(),
        changed_by_user_id: row.changedByUserId,
        changed_by_name: row.changedByName,
        before: row.before,
        after: row.after,
      }));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
