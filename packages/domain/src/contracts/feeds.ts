import { reviewFeedQuerySchema } from '../review-feed';
import { endpoint } from './endpoint';

/**
 * The reviews feed for BI tools (decision 0167). Its answer is JSON or CSV by `format`, so no one schema types it:
 * the JSON is `reviewFeedSchema` (packages/domain/src/review-feed.ts), which the API's tests check it against.
 */
export const reviewsFeed = endpoint({
  method: 'GET',
  path: '/feeds/reviews',
  query: reviewFeedQuerySchema,
  responses: {},
  tags: ['feeds'],
});
