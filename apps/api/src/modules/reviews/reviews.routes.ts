import { getReview, getReviewHistory, listReviews, markReviewsRead } from '@repute/domain/contracts/reviews';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ReviewsService } from './reviews.service';

const PAGING_KEYS = new Set(['page', 'per_page', 'before', 'after', 'nonce']);

export function reviewsRoutes(app: ContractApp, reviews: ReviewsService): void {
  route(app, listReviews, { config: { responseCache: 'per-session' } }, async (request) => {
    const { reviews: items, total, cursors } = await reviews.list(callerOf(request), request.query);
    // Page links keep the caller's filters as sent, without the paging keys they replace.
    const params = Object.fromEntries(
      [...new URLSearchParams(request.url.split('?')[1] ?? '')].filter(([key]) => !PAGING_KEYS.has(key)),
    );
    const list = halList('reviews', items, total, request.query, '/reviews', params);
    return { ...list, _cursors: cursors };
  });

  route(app, getReview, { config: { responseCache: 'per-session' } }, async (request) =>
    halItem(await reviews.get(callerOf(request), request.params.id), `/reviews/${request.params.id}`),
  );

  route(app, markReviewsRead, async (request) => reviews.markRead(callerOf(request), request.body.review_ids));

  route(app, getReviewHistory, async (request) => {
    const entries = await reviews.history(callerOf(request), request.params.id);
    const page = { page: 1, per_page: Math.max(1, entries.length) };
    return halList('history', entries, entries.length, page, `/reviews/${request.params.id}/history`);
  });
}
