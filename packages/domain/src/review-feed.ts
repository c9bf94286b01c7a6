import { z } from 'zod';
import { pagingShape } from './list-query';
import { reviewFiltersSchema } from './reviews';

/**
 * The reviews feed (issue 31, decision 0167): the account's reviews as flat rows for BI tools (Tableau, Power BI,
 * a spreadsheet), as JSON (HAL, paged like every list) or CSV (the same page, its paging in a Link header).
 */
export const REVIEW_FEED_FORMATS = ['json', 'csv'] as const;

/** A page of the feed: a BI tool pulls thousands of rows, so pages are larger than the inbox's. */
export const REVIEW_FEED_PAGE_SIZE = { default: 500, max: 1000 } as const;

export const reviewFeedQuerySchema = reviewFiltersSchema
  .pick({ account_id: true, from: true, to: true, location_id: true, source_id: true, include_removed: true })
  .extend({
    format: z.enum(REVIEW_FEED_FORMATS).default('json'),
    ...pagingShape({ perPage: REVIEW_FEED_PAGE_SIZE, maxPage: 100_000 }),
  });
export type ReviewFeedQuery = z.infer<typeof reviewFeedQuerySchema>;

/** One review as a row: the latest response flattened beside it, categories as one text. */
export const reviewFeedRowSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  source_id: z.number().int(),
  source_name: z.string(),
  rating: z.number().int(),
  author_name: z.string().nullable(),
  content: z.string().nullable(),
  language: z.string().nullable(),
  sentiment: z.number().int(),
  categories: z.string(),
  tags: z.string(),
  status: z.string(),
  response: z.string().nullable(),
  response_published_at: z.string().nullable(),
  url: z.string().nullable(),
  removed: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type ReviewFeedRow = z.infer<typeof reviewFeedRowSchema>;

/** The CSV's columns, in the JSON rows' order. */
export const REVIEW_FEED_COLUMNS = Object.keys(reviewFeedRowSchema.shape) as (keyof ReviewFeedRow)[];

export const reviewFeedSchema = z.object({
  _embedded: z.object({ reviews: z.array(reviewFeedRowSchema) }),
  _total: z.number().int(),
  _total_pages: z.number().int(),
  _page: z.number().int(),
  _links: z.record(z.string(), z.object({ href: z.string() })),
});
