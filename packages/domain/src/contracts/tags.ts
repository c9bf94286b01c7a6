import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { reviewTagSchema } from '../reviews';
import {
  reviewTagBulkResultSchema,
  reviewTagBulkSchema,
  reviewTagCreateSchema,
  reviewTagDeleteQuerySchema,
  reviewTagsQuerySchema,
  tagCreateSchema,
  tagSchema,
  tagsQuerySchema,
} from '../tags';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** The account's tags, and the tags on its reviews (spec 000 §3 "Tag", §7). */

const tags = ['tags'];

const tagItemSchema = tagSchema.extend({ _links: halLinksSchema });
const reviewTagItemSchema = reviewTagSchema.extend({ _links: halLinksSchema });
/** What DELETE /review_tags took off: the review and the tag's name, in the account. */
const untaggedSchema = z.object({ review_id: z.number().int(), name: z.string(), account_id: z.number().int() });

export const listTags = endpoint({
  method: 'GET',
  path: '/tags',
  query: tagsQuerySchema,
  responses: { 200: halListSchema('tags', tagSchema) },
  tags,
});

export const getTag = endpoint({
  method: 'GET',
  path: '/tags/:id',
  params: idParams,
  responses: { 200: tagItemSchema },
  tags,
});

export const createTag = endpoint({
  method: 'POST',
  path: '/tags',
  body: tagCreateSchema,
  responses: { 201: tagItemSchema },
  tags,
});

export const deleteTag = endpoint({
  method: 'DELETE',
  path: '/tags/:id',
  params: idParams,
  responses: { 200: tagItemSchema },
  tags,
});

export const listReviewTags = endpoint({
  method: 'GET',
  path: '/review_tags',
  query: reviewTagsQuerySchema,
  responses: { 200: halListSchema('review_tags', reviewTagSchema) },
  tags,
});

/** Tags a review by name; the server creates the tag when the account has none of it. */
export const tagReview = endpoint({
  method: 'POST',
  path: '/review_tags',
  body: reviewTagCreateSchema,
  responses: { 201: reviewTagItemSchema },
  tags,
});

/** One tag, by name, on every review of a page's selection (decision 0118). */
export const tagReviews = endpoint({
  method: 'POST',
  path: '/review_tags/bulk',
  body: reviewTagBulkSchema,
  responses: { 201: reviewTagBulkResultSchema },
  tags,
});

export const untagReview = endpoint({
  method: 'DELETE',
  path: '/review_tags',
  query: reviewTagDeleteQuerySchema,
  responses: { 200: untaggedSchema },
  tags,
});
