import { can, type Review, type ReviewFilters, type ReviewsQuery } from '@repute/domain';
import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { CsvCopy } from '../../platform/db/copy';
import { badRequest, notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts';
import type { ResolvedFilters, ReviewScope } from './review-filters';
import { decodeCursor, encodeCursor, toReview } from './reviews.mapper';
import type { ReviewDetailRow, ReviewRow, ReviewsRepo } from './reviews.repo';

export type ReviewsDeps = { repo: ReviewsRepo; accounts: AccountsService };

export function createReviewsService({ repo, accounts }: ReviewsDeps) {
  /** The caller's filters with the account's time zone; another account's id sees nothing (404). */
  async function resolve(caller: Caller, filters: ReviewFilters): Promise<ResolvedFilters> {
    await accountInScope(caller, filters.account_id);
    return { ...filters, timeZone: caller.accountTimeZone };
  }

  /**
   * The account a list reads: the caller's own or, from a parent account, one of its children (the parents'
   * reviews-without-responses view, spec 000 §2). Any other account answers 404, as everywhere.
   */
  async function listedAccount(caller: Caller, filters: ReviewFilters) {
    const accountId = filters.account_id ?? caller.accountId;
    if (accountId === caller.accountId) {
      return { accountId, filters: { ...filters, timeZone: caller.accountTimeZone } };
    }
    const account = await accounts.visibleAccount(caller, accountId);
    return { accountId: account.id, filters: { ...filters, timeZone: account.timeZone } };
  }

  /**
   * Whose reviews a list reads: one account's, or with child_accounts every child account's of the caller's own
   * account together (a parent's reviews without responses, decision 0118), dated on the parent's calendar. An
   * account without children lists nothing; account_id naming another account still answers 404.
   */
  async function listedScope(
    caller: Caller,
    query: ReviewsQuery,
  ): Promise<{ scope: ReviewScope; filters: ResolvedFilters }> {
    if (query.child_accounts) {
      await accountInScope(caller, query.account_id);
      return { scope: { childrenOf: caller.accountId }, filters: { ...query, timeZone: caller.accountTimeZone } };
    }
    const { accountId, filters } = await listedAccount(caller, query);
    return { scope: accountId, filters };
  }

  function present(caller: Caller, rows: ReviewDetailRow[]): Review[] {
    // A parent reads its children's reviews but answers them only from inside the child account.
    const mayRespond = can(caller.permissions, 'review', 'respond');
    return rows.map((row) => toReview(row, mayRespond && row.accountId === caller.accountId));
  }

  async function findRow(caller: Caller, id: number): Promise<ReviewRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Review not found');
    return row;
  }

  /**
   * A bulk action's reviews, every one of the caller's account: one that is not (another account's, or none)
   * answers 404 before anything changes, as a single review would.
   */
  async function assertOwnReviews(caller: Caller, ids: readonly number[]): Promise<void> {
    const found = new Set(await repo.idsOf(caller.accountId, ids));
    if (ids.some((id) => !found.has(id))) throw notFound('Review not found');
  }

  return {
    resolve,
    findRow,
    assertOwnReviews,

    /** A review of the account, for jobs that act without a caller (publishing a response). */
    reviewOf: (accountId: number, id: number) => repo.find(accountId, id),

    async list(caller: Caller, query: ReviewsQuery) {
      const { scope, filters } = await listedScope(caller, query);
      const before = decodeCursor(query.before);
      const after = decodeCursor(query.after);
      if (before === 'invalid' || after === 'invalid') {
        throw badRequest('Invalid paging cursor', { [before === 'invalid' ? 'before' : 'after']: ['Invalid cursor'] });
      }
      const { rows, total } = await repo.list(scope, caller.userId, filters, query, { before, after });
      const first = rows[0];
      const last = rows.at(-1);
      return {
        reviews: present(caller, rows),
        total,
        cursors: { before: first ? encodeCursor(first) : null, after: last ? encodeCursor(last) : null },
      };
    },

    /**
     * The reviews of a list's filters as the CSV export writes them: the same permission and accounts as the list,
     * then what starts the COPY of `cells` (the CSV's columns over the repo's reviewCsvValues).
     */
    async csvCopy(
      caller: Caller,
      query: ReviewFilters & Pick<ReviewsQuery, 'sort[by]' | 'sort[order]'>,
      cells: SQL,
    ): Promise<() => Promise<CsvCopy>> {
      const { accountId, filters } = await listedAccount(caller, query);
      const order = { by: query['sort[by]'], descending: query['sort[order]'] === 'desc' };
      return () => repo.csvCopy(accountId, filters, order, cells);
    },

    async get(caller: Caller, id: number): Promise<Review> {
      const row = await repo.findDetails(caller.accountId, caller.userId, id);
      if (!row) throw notFound('Review not found');
      const [review] = present(caller, [row]);
      if (!review) throw notFound('Review not found');
      return review;
    },

    /** POST /reviews/read: the caller has read these reviews of the account (opened one, or marked a selection). */
    async markRead(caller: Caller, ids: readonly number[]) {
      await assertOwnReviews(caller, ids);
      await repo.markRead(caller.accountId, caller.userId, ids);
      return { review_ids: [...ids] };
    },

    async history(caller: Caller, id: number) {
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
