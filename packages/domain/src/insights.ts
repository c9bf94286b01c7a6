import { z } from 'zod';
import { halLinksSchema, halListSchema } from './hal';
import { isoDateSchema } from './iso-date';
import { pagingShape } from './list-query';
import { booleanQueryFlag } from './locations';
import { ratingList } from './reviews';
import { idListSchema, idSchema } from './whole-numbers';

/** Spec 001 §9: the keywords' sort options, highest_volume first (the default). */
export const KEYWORD_SORTS = ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

/** Spec 001 §9: insights answer up to 500 items a page. */
export const INSIGHTS_PAGE_SIZE = 500;

/**
 * '1' / '-1' as the keywords screen sends it (spec 000 §4), or the words. Keywords have no neutral mentions to
 * filter on: a neutral sentence counts in neither column.
 */
const insightSentiment = z
  .enum(['1', '-1', 'positive', 'negative'])
  .transform((value): 1 | -1 => (value === '1' || value === 'positive' ? 1 : -1));

/**
 * The filters of the insights calls (spec 001 §7 "Keywords", spec 000 §7 insights parameters): the keyword filter
 * bar's location, group, source, rating, sentiment, category and date range. The filter bar's plural names
 * (location_ids, group_ids) are read too. Dates are the account's calendar days.
 */
export const insightFiltersSchema = z.object({
  account_id: idSchema.optional(),
  category: z.string().trim().toLowerCase().min(1).max(100).optional(),
  sentiment: insightSentiment.optional(),
  location_id: idListSchema.optional(),
  location_ids: idListSchema.optional(),
  group_id: idListSchema.optional(),
  group_ids: idListSchema.optional(),
  source_id: idListSchema.optional(),
  rating: ratingList.optional(),
  published_after: isoDateSchema.optional(),
  published_before: isoDateSchema.optional(),
  nonce: z.string().optional(),
});
export type InsightFilters = z.infer<typeof insightFiltersSchema>;

/** GET /insights/{accountId}/mentioned. */
export const mentionedQuerySchema = insightFiltersSchema.extend({
  ...pagingShape({ perPage: { default: INSIGHTS_PAGE_SIZE, max: INSIGHTS_PAGE_SIZE } }),
  'sort[by]': z.enum(KEYWORD_SORTS).default('highest_volume'),
  /** Keywords whose counts are zero under the filters (mentioned only outside them) are left out unless asked. */
  show_zero: booleanQueryFlag.default(false),
});
export type MentionedQuery = z.infer<typeof mentionedQuerySchema>;

/** Which way a keyword's mention sentiment disagrees with its reviews' stars (the rule's two readings). */
export const RATING_DISAGREEMENTS = ['negative_in_high_ratings', 'positive_in_low_ratings'] as const;
export type RatingDisagreement = (typeof RATING_DISAGREEMENTS)[number];

/**
 * The rating check (decision 0172, docs/text-analysis.md) of a keyword or category: its mentions' sentiment beside
 * the stars of their reviews, under the call's filters but its sentiment (the check weighs both sides).
 */
export const ratingCheckSchema = z.object({
  /** Of its positive and negative mentions, the positive share (0 to 1); null without any. */
  positive_share: z.number().nullable(),
  /** The mean star rating of its mentions' reviews (rated ones), to 2 decimals; null when none is rated. */
  average_rating: z.number().nullable(),
  /** Set when its mention sentiment disagrees strongly with those ratings, saying which way; null when it agrees. */
  disagreement: z.enum(RATING_DISAGREEMENTS).nullable(),
});
export type RatingCheck = z.infer<typeof ratingCheckSchema>;

/** Spec 001 §3 "Keyword", with the rating check (decision 0172). */
export const mentionedKeywordSchema = z.object({
  short: z.string(),
  positive_mentions: z.number().int(),
  negative_mentions: z.number().int(),
  rating_check: ratingCheckSchema,
});
export type MentionedKeyword = z.infer<typeof mentionedKeywordSchema>;

/** Spec 001 §3 "Mentioned response: keywords[]", with the paging of the other lists. */
export const mentionedResponseSchema = z.object({
  keywords: z.array(mentionedKeywordSchema),
  _total: z.number().int(),
  _total_pages: z.number().int(),
  _page: z.number().int(),
  _links: halLinksSchema,
});
export type MentionedResponse = z.infer<typeof mentionedResponseSchema>;

/** GET /insights/{accountId}/category_rank: the same filters, every category of the account's vertical. */
export const categoryRankQuerySchema = insightFiltersSchema.extend({
  ...pagingShape({ perPage: { default: INSIGHTS_PAGE_SIZE, max: INSIGHTS_PAGE_SIZE } }),
  show_zero: booleanQueryFlag.default(false),
});
export type CategoryRankQuery = z.infer<typeof categoryRankQuerySchema>;

/** Spec 001 §3 "Experience category": reviews touching it, and those positive about it; the rating check (0172). */
export const categoryRankItemSchema = z.object({
  category: z.string(),
  positive_count: z.number().int(),
  total_count: z.number().int(),
  rating_check: ratingCheckSchema,
});
export type CategoryRankItem = z.infer<typeof categoryRankItemSchema>;

/** Where a keyword is in a review's text: its sentence and itself, as UTF-16 offsets (JavaScript string indexes). */
export const keywordMentionSchema = z.object({
  short: z.string(),
  sentence_start: z.number().int(),
  sentence_end: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** '1' positive, '-1' negative, '0' neutral (spec 000 §4). */
  sentiment: z.enum(['1', '0', '-1']),
});
export type KeywordMention = z.infer<typeof keywordMentionSchema>;

export const reviewCategorySentimentSchema = z.object({
  category: z.string(),
  sentiment: z.enum(['1', '0', '-1']),
});

/** GET /review/{review_id}/keywords: what the analysis found in one review. */
export const reviewKeywordsSchema = z.object({
  review_id: z.number().int(),
  /** Null until the review's text is analysed. */
  sentiment: z.enum(['1', '0', '-1']).nullable(),
  score: z.number().nullable(),
  keywords: z.array(keywordMentionSchema),
  categories: z.array(reviewCategorySentimentSchema),
  analysed_at: z.string().nullable(),
});
export type ReviewKeywords = z.infer<typeof reviewKeywordsSchema>;

/**
 * The detail screens: a keyword's (`keyword`, narrowed by `category` when the filter has one) or a category's
 * (`category` alone). One of the two is needed.
 */
const subjectShape = { keyword: z.string().trim().toLowerCase().min(1).max(100).optional() };
const hasSubject = (query: { keyword?: string; category?: string }) =>
  query.keyword !== undefined || query.category !== undefined;
const SUBJECT_NEEDED = { message: 'Give a keyword or a category', path: ['keyword'] };

/** GET /insights/{accountId}/mentions: the reviews behind a keyword or a category, newest first. */
export const mentionsQuerySchema = insightFiltersSchema
  .extend({ ...subjectShape, ...pagingShape({ perPage: { default: 25, max: 100 } }) })
  .refine(hasSubject, SUBJECT_NEEDED);
export type MentionsQuery = z.infer<typeof mentionsQuerySchema>;

/** One review behind a keyword or category, with the mentions to highlight. */
export const mentioningReviewSchema = z.object({
  review_id: z.number().int(),
  location_id: z.number().int(),
  source_id: z.number().int(),
  rating: z.number().int(),
  author_name: z.string().nullable(),
  content: z.string(),
  published_at: z.string(),
  sentiment: z.enum(['1', '0', '-1']),
  /** The keyword's mentions (for a category: the review's sentence-level sentiment is the category's). */
  mentions: z.array(keywordMentionSchema),
});
export type MentioningReview = z.infer<typeof mentioningReviewSchema>;

export const mentionsResponseSchema = halListSchema('reviews', mentioningReviewSchema).extend({
  /** Over every review behind the keyword or category under the filters (ratings 1-5), null without any. */
  average_rating: z.number().nullable(),
});

export const TREND_INTERVALS = ['day', 'week', 'month'] as const;

/** GET /insights/{accountId}/trend: a keyword's or category's positive and negative counts per period. */
export const trendQuerySchema = insightFiltersSchema
  .extend({ ...subjectShape, interval: z.enum(TREND_INTERVALS).default('month') })
  .refine(hasSubject, SUBJECT_NEEDED);
export type TrendQuery = z.infer<typeof trendQuerySchema>;

export const trendPointSchema = z.object({
  /** The period's first day, YYYY-MM-DD, in the account's time zone. */
  period: z.string(),
  positive: z.number().int(),
  negative: z.number().int(),
  total: z.number().int(),
});
export const trendResponseSchema = z.object({ points: z.array(trendPointSchema) });

/** A re-analysis of every review of an account (issue 12 §1), with its progress. */
export const reanalysisSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  status: z.enum(['queued', 'running', 'complete', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Reanalysis = z.infer<typeof reanalysisSchema>;
