import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import {
  reviewHistoryEntrySchema,
  reviewSchema,
  reviewsListSchema,
  reviewsQuerySchema,
  reviewsReadResultSchema,
  reviewsReadSchema,
} from '../reviews';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

const tags = ['reviews'];

/** A review as GET /reviews/:id answers it: the review and its self link. */
export const reviewItemSchema = reviewSchema.extend({ _links: halLinksSchema });

/** A page of the inbox: the caller's filters, paged by page or by keyset cursors. */
export const listReviews = endpoint({
  method: 'GET',
  path: '/reviews',
  query: reviewsQuerySchema,
  responses: { 200: reviewsListSchema },
  tags,
});

export const getReview = endpoint({
  method: 'GET',
  path: '/reviews/:id',
  params: idParams,
  responses: { 200: reviewItemSchema },
  tags,
});

/** The caller has read these reviews (decision 0118). */
export const markReviewsRead = endpoint({
  method: 'POST',
  path: '/reviews/read',
  body: reviewsReadSchema,
  responses: { 200: reviewsReadResultSchema },
  tags,
});

export const getReviewHistory = endpoint({
  method: 'GET',
  path: '/reviews/:id/history',
  params: idParams,
  responses: { 200: halListSchema('history', reviewHistoryEntrySchema) },
  tags,
});

/** On-demand sync (the review-sync module): queues a sync of the account's locations and sources, or the ones named. */
export const syncReviews = endpoint({
  method: 'POST',
  path: '/reviews/sync',
  body: z.object({
    account_id: idSchema.optional(),
    location_id: idSchema.optional(),
    source_id: idSchema.optional(),
    full: z.boolean().optional(),
  }),
  responses: {
    202: z.object({
      queued: z.number().int(),
      /** Left out: not linked to their page at the source, or the source is not connected. */
      skipped: z.number().int(),
    }),
  },
  tags,
});
