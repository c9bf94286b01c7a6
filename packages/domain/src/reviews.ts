import { z } from 'zod';
import { RESPONSE_STATUS_FILTERS } from './filters';
import { isoDateSchema } from './iso-date';
import { pagingShape, sortShape } from './list-query';
import { booleanQueryFlag } from './locations';
import { SELECTOR_TYPES } from './review-requests';
import { idListSchema, idSchema } from './whole-numbers';

/** Spec 000 §3 "Response": the states a published answer can be in, plus the two in flight (spec 000 §4). */
export const RESPONSE_STATUSES = [
  'submitting',
  'deleting',
  'published',
  'error_published',
  'error_unpublished',
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Spec 000 §4, word for word. */
export const RESPONSE_MESSAGES = {
  publishFailed: 'An error occurred while publishing the response. We’ll try again. No action necessary.',
  deleteFailed: 'An error occurred while deleting the response. We’ll try again. No action necessary.',
  readOnly: 'This response can no longer be changed',
  notSupported: 'Responses cannot be published to this source',
  busy: 'The response is being published or deleted; try again in a moment',
  noResponse: 'This review has no response',
} as const;

/**
 * A failed publish or delete as the response shows it: the spec's message while a retry follows (`finalReason`
 * null). When none follows (the source refused for good, or the retries ran out) that message would promise
 * one, so its first sentence stays and the reason takes the place of "We'll try again".
 */
export function responseFailureMessage(action: 'publish' | 'delete', finalReason: string | null): string {
  const message = RESPONSE_MESSAGES[action === 'publish' ? 'publishFailed' : 'deleteFailed'];
  if (finalReason === null) return message;
  const reason = finalReason.replace(/\.?$/, '.');
  return `${message.split('. ')[0]}. ${reason} Nothing more will be tried; submit it again when this is fixed.`;
}

/** Realtime events on the account channel `account:{id}` (spec 000 §4). */
export const REVIEW_EVENTS = {
  responsePublished: 'RESPONSE_PUBLISH_COMPLETED',
  responsePublishFailed: 'RESPONSE_PUBLISH_FAILED',
  responseDeleted: 'RESPONSE_DELETE_COMPLETED',
  responseDeleteFailed: 'RESPONSE_DELETE_FAILED',
  reviewsSynced: 'REVIEWS_SYNCED',
} as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[keyof typeof REVIEW_EVENTS];

/** A review's workflow status: whether it still waits for an answer. */
export const REVIEW_STATUSES = ['needs_response', 'responded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const responseSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  source_id: z.number().int(),
  content: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  status_description: z.string().nullable(),
  read_only: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Response = z.infer<typeof responseSchema>;

export const reviewTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account_id: z.number().int(),
  review_id: z.number().int(),
});
export type ReviewTag = z.infer<typeof reviewTagSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  /** The account's name: a parent's list of its children's reviews names each review's account. */
  account_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  source_id: z.number().int(),
  source_name: z.string(),
  external_id: z.string(),
  rating: z.number().int().min(0).max(5),
  author_name: z.string().nullable(),
  content: z.string().nullable(),
  language: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** 1 positive, 0 neutral, -1 negative (spec 000 §9 sentiment mapping). */
  sentiment: z.number().int().min(-1).max(1),
  categories: z.array(z.string()),
  url: z.string().nullable(),
  removed: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
  responses: z.array(responseSchema),
  tags: z.array(reviewTagSchema),
  can_respond: z.boolean(),
  /** First-party feedback's microsurvey answer (decision 0091): its scale and the score given on it. */
  microsurvey_answer: z
    .object({ selector_type: z.enum(SELECTOR_TYPES), score: z.number().int() })
    .nullable()
    .optional(),
  /** First-party feedback its customer did not agree to publish: never on a widget or public page (decision 0114). */
  private: z.boolean(),
  /** The consent's words the customer ticked to let the business publish the feedback; null otherwise. */
  publish_consent: z.string().nullable(),
  /** Whether the caller has opened the review or marked it as read (read state is each user's, decision 0118). */
  read: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A rating or a comma list of ratings, 0 to 5 (0: no stars). */
export const ratingList = z.union([z.string(), z.number()]).transform((value, context) => {
  const ratings = String(value)
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);
  if (ratings.some((rating) => !Number.isInteger(rating) || rating < 0 || rating > 5)) {
    context.addIssue({ code: 'custom', message: 'Ratings are 0 to 5' });
    return z.NEVER;
  }
  return ratings;
});

/** '1' / '-1' as the filter bar sends it (spec 000 §4), or the words. */
export const sentimentParam = z
  .enum(['1', '-1', '0', 'positive', 'negative', 'neutral'])
  .transform((value) => ({ positive: 1, negative: -1, neutral: 0 })[value as 'positive'] ?? Number(value));

/** The filters reviews and metrics share, with the filter bar's API names (spec 000 §2, §9). */
export const reviewFiltersSchema = z.object({
  account_id: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  group_id: idListSchema.optional(),
  location_id: idListSchema.optional(),
  source_id: idListSchema.optional(),
  rating: ratingList.optional(),
  sentiment: sentimentParam.optional(),
  category: z.string().trim().toLowerCase().max(100).optional(),
  search_terms: z.string().trim().max(200).optional(),
  /** The inbox's response status and tag filters (decision 0116). */
  response_status: z.enum(RESPONSE_STATUS_FILTERS).optional(),
  tag_id: idListSchema.optional(),
  /** The parents' reviews-without-responses view. */
  has_response: booleanQueryFlag.optional(),
  include_removed: booleanQueryFlag.optional(),
  nonce: z.string().optional(),
});
export type ReviewFilters = z.infer<typeof reviewFiltersSchema>;

export const REVIEWS_PAGE_SIZE = 25;

/** Keyset cursors (before, after) page by published_at only. */
export const REVIEW_SORT_FIELDS = ['published_at', 'rating'] as const;

export const reviewsQuerySchema = reviewFiltersSchema.extend({
  ...pagingShape({ perPage: { default: REVIEWS_PAGE_SIZE, max: 100 }, maxPage: 100_000 }),
  /** Opaque keyset cursors: `after` the last review of a page, `before` the first. */
  before: z.string().max(100).optional(),
  after: z.string().max(100).optional(),
  ...sortShape(REVIEW_SORT_FIELDS, { by: 'published_at', order: 'desc' }),
  /** From a parent account: the reviews of all its child accounts together, instead of one account's (decision 0118). */
  child_accounts: booleanQueryFlag.optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewsListSchema = z.object({
  _embedded: z.object({ reviews: z.array(reviewSchema) }),
  _total: z.number().int(),
  _total_pages: z.number().int(),
  _page: z.number().int(),
  _links: z.record(z.string(), z.object({ href: z.string() })),
  /** Cursors of the first and last review of the page, for before/after paging. */
  _cursors: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
});

export const reviewHistoryEntrySchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  change: z.string(),
  changed_at: z.string(),
  changed_by_user_id: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntrySchema>;

export const RESPONSE_MAX_LENGTH = 4096;

export const responseBodySchema = z.object({
  account_id: idSchema.optional(),
  content: z.string().trim().min(1, 'Enter a response').max(RESPONSE_MAX_LENGTH),
});
export type ResponseBody = z.infer<typeof responseBodySchema>;

export const responseCreateSchema = responseBodySchema.extend({ review_id: idSchema });

/** The most reviews one bulk action takes: a page of the inbox at its largest (decision 0118). */
export const BULK_REVIEWS_MAX = 100;

/** The reviews a bulk action applies to, each of the caller's account: the selection of one page. */
export const bulkReviewIdsSchema = z
  .array(idSchema)
  .min(1, 'Select at least one review')
  .max(BULK_REVIEWS_MAX, `Select at most ${BULK_REVIEWS_MAX} reviews`)
  .transform((ids) => [...new Set(ids)]);

/** POST /reviews/read: marks the reviews as read for the caller. */
export const reviewsReadSchema = z.object({ review_ids: bulkReviewIdsSchema });
export type ReviewsRead = z.infer<typeof reviewsReadSchema>;
export const reviewsReadResultSchema = z.object({ review_ids: z.array(z.number().int()) });
