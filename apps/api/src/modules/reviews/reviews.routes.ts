import {
  halLinksSchema,
  halListSchema,
  reviewHistoryEntrySchema,
  reviewSchema,
  reviewsListSchema,
  reviewsQuerySchema,
  reviewsReadResultSchema,
  reviewsReadSchema,
} from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { ReviewsService } from './reviews.service';

const PAGING_KEYS = new Set(['page', 'per_page', 'before', 'after', 'nonce']);
const reviewItem = reviewSchema.extend({ _links: halLinksSchema });

export function reviewsRoutes(app: TypedApp, reviews: ReviewsService): void {
  app.get(
    '/reviews',
    {
      config: { responseCache: 'per-session' },
      schema: { tags: ['reviews'], querystring: reviewsQuerySchema, response: { 200: reviewsListSchema } },
    },
    async (request) => {
      const { reviews: items, total, cursors } = await reviews.list(callerOf(request), request.query);
      // Page links keep the caller's filters as sent, without the paging keys they replace.
      const params = Object.fromEntries(
        [...new URLSearchParams(request.url.split('?')[1] ?? '')].filter(([key]) => !PAGING_KEYS.has(key)),
      );
      const list = halList('reviews', items, total, request.query, '/reviews', params);
      return { ...list, _cursors: cursors };
    },
  );

  app.get(
    '/reviews/:id',
    {
      config: { responseCache: 'per-session' },
      schema: { tags: ['reviews'], params: idParams, response: { 200: reviewItem } },
    },
    async (request) =>
      halItem(await reviews.get(callerOf(request), request.params.id), `/reviews/${request.params.id}`),
  );

  app.post(
    '/reviews/read',
    { schema: { tags: ['reviews'], body: reviewsReadSchema, response: { 200: reviewsReadResultSchema } } },
    async (request) => reviews.markRead(callerOf(request), request.body.review_ids),
  );

  app.get(
    '/reviews/:id/history',
    {
      schema: {
        tags: ['reviews'],
        params: idParams,
        response: { 200: halListSchema('history', reviewHistoryEntrySchema) },
      },
    },
    async (request) => {
      const entries = await reviews.history(callerOf(request), request.params.id);
      const page = { page: 1, per_page: Math.max(1, entries.length) };
      return halList('history', entries, entries.length, page, `/reviews/${request.params.id}/history`);
    },
  );
}
