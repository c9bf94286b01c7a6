import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { bulkReviewIdsSchema } from './reviews';
import { idSchema } from './whole-numbers';

/** Spec 000 §3 "Tag". */
export const tagSchema = z.object({ id: z.number().int(), name: z.string(), account_id: z.number().int() });
export type Tag = z.infer<typeof tagSchema>;

export const TAG_NAME_MAX = 60;
const tagName = z.string().trim().min(1, 'Enter a tag name').max(TAG_NAME_MAX);

export const tagsQuerySchema = listQuerySchema().extend({ account_id: idSchema.optional() });
export type TagsQuery = z.infer<typeof tagsQuerySchema>;

export const tagCreateSchema = z.object({ account_id: idSchema.optional(), name: tagName });

export const reviewTagsQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
  review_id: idSchema.optional(),
});
export type ReviewTagsQuery = z.infer<typeof reviewTagsQuerySchema>;

/** POST /review_tags: tags a review by name, creating the tag when the account has none of that name. */
export const reviewTagCreateSchema = z.object({
  account_id: idSchema.optional(),
  review_id: idSchema,
  name: tagName,
});

/** DELETE /review_tags?account_id&review_id&name (spec 000 §7). */
export const reviewTagDeleteQuerySchema = z.object({
  account_id: idSchema.optional(),
  review_id: idSchema,
  name: tagName,
});

/** POST /review_tags/bulk: tags every review by name (the inbox's bulk tag, decision 0118). */
export const reviewTagBulkSchema = z.object({ review_ids: bulkReviewIdsSchema, name: tagName });
export type ReviewTagBulk = z.infer<typeof reviewTagBulkSchema>;
export const reviewTagBulkResultSchema = z.object({ tag: tagSchema, review_ids: z.array(z.number().int()) });
