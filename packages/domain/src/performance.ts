import { z } from 'zod';
import { ACCOUNT_VERTICALS } from './accounts';
import { isoDateSchema } from './iso-date';
import { pagingShape, sortShape } from './list-query';
import { booleanQueryFlag } from './locations';
import { SCORE_INPUTS, SUBSCORE_NAMES } from './performance-score';
import { reportWindowShape } from './report-window';
import { idListSchema, idSchema } from './whole-numbers';

/** Spec 001 §9: the performance table pages by 25, print and CSV by 250. */
export const PERFORMANCE_PAGE_SIZE = 25;
export const PERFORMANCE_PRINT_PAGE_SIZE = 250;

/** Spec 001 §9: the performance screen's date options (14 days exists but is hidden); default 6 months. */
export const PERFORMANCE_DATE_DESCRIPTORS = ['thirtyDays', 'sixMonths', 'twelveMonths', 'twoYears', 'allTime'] as const;
export const PERFORMANCE_DEFAULT_DATE_DESCRIPTOR = 'sixMonths';

/** An industry score needs at least this many accounts of the vertical, so that none can be read back (decision 0048). */
export const BENCHMARK_MIN_ACCOUNTS = 5;
export const NOT_ENOUGH_DATA = 'not enough data';

export const PERFORMANCE_GROUP_BY = ['location', 'group'] as const;
export type PerformanceGroupBy = (typeof PERFORMANCE_GROUP_BY)[number];

export const PERFORMANCE_SORT_FIELDS = [
  'rank',
  'name',
  'score',
  'score_delta',
  'target_score',
  'avg_rating',
  'total_reviews',
  'response_rate',
  'response_time',
] as const;

/**
 * Spec 001 §7 "Location Performance" and spec 000 §7: the window (start_date/end_date, or the reports'
 * month_after/month_before), the filter bar's group, location and source, the previous period and the view.
 */
export const performanceFiltersSchema = z.object({
  account_id: idSchema.optional(),
  ...reportWindowShape,
  /** The filter bar's own names for a custom range (spec 000 §2), taken in place of start_date/end_date (decision 0122). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  group_id: idListSchema.optional(),
  /** /target_scores names it group_ids (spec 000 §7). */
  group_ids: idListSchema.optional(),
  location_id: idListSchema.optional(),
  source_id: idListSchema.optional(),
  with_lag: booleanQueryFlag.optional(),
  group_by: z.enum(PERFORMANCE_GROUP_BY).default('location'),
  nonce: z.string().optional(),
});
export type PerformanceFilters = z.infer<typeof performanceFiltersSchema>;

export const performanceQuerySchema = performanceFiltersSchema.extend({
  ...pagingShape({ perPage: { default: PERFORMANCE_PAGE_SIZE, max: 500 } }),
  ...sortShape(PERFORMANCE_SORT_FIELDS, { by: 'rank', order: 'asc' }),
});
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export const targetScoresQuerySchema = performanceFiltersSchema.extend({
  /** The best N by target score; all when absent. */
  top_n: z.coerce.number().int().min(1).max(500).optional(),
});
export type TargetScoresQuery = z.infer<typeof targetScoresQuerySchema>;

const nullableNumber = z.number().nullable();

/** Spec 001 §3 "Performance row", every figure with its previous-period `_lag`. */
export const performanceRowSchema = z.object({
  rank: z.number().int(),
  rank_lag: z.number().int().nullable(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  location_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  location_ids: z.array(z.number().int()),
  location_count: z.number().int(),
  score: z.number(),
  score_lag: nullableNumber,
  score_delta: nullableNumber,
  /** How much of the rating is the location's own evidence (0-1), see docs/scoring.md. */
  confidence: z.number(),
  confidence_lag: nullableNumber,
  target_score: nullableNumber,
  target_score_lag: nullableNumber,
  industry_score: nullableNumber,
  industry_score_lag: nullableNumber,
  avg_rating: nullableNumber,
  avg_rating_lag: nullableNumber,
  total_reviews: z.number().int(),
  total_reviews_lag: z.number().int().nullable(),
  /** 0-1. */
  response_rate: nullableNumber,
  response_rate_lag: nullableNumber,
  /** Days, 2 decimals. */
  response_time: nullableNumber,
  response_time_lag: nullableNumber,
  /** 0-1; null while listings are not measured (decision 0107). */
  listings_in_sync: nullableNumber,
  listings_in_sync_lag: nullableNumber,
  /** Owner photos published by the window's end (docs/scoring.md). */
  media_count: z.number().int().nullable(),
  media_count_lag: z.number().int().nullable(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

const inputScoreSchema = z.object({
  input: z.enum(SCORE_INPUTS),
  value: nullableNumber,
  score: z.number(),
  weight: z.number(),
});

export const subscoreSchema = z.object({
  name: z.enum(SUBSCORE_NAMES as [string, ...string[]]),
  score: z.number(),
  weight: z.number(),
  contribution: z.number(),
  inputs: z.array(inputScoreSchema),
});

const breakdownShape = {
  total: z.number(),
  confidence: z.number(),
  adjusted_rating: z.number(),
  /** Keyed by name (AverageRating, ReviewVolume, ResponseEfficiency, LLHealth, MediaPresence). */
  subscores: z.record(z.string(), subscoreSchema),
};

/** /location_score/{accountId}/locations and /groups: `_embedded.location_scores[n].score.subscores`. */
export const locationScoreSchema = z.object({
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  formula: z.enum(['classic', 'new', 'custom']),
  score: z.object(breakdownShape),
  lag_score: z.object(breakdownShape).nullable(),
});
export type LocationScore = z.infer<typeof locationScoreSchema>;

/** The input weights of a formula, in percent. */
export const scoreWeightsSchema = z.object(
  Object.fromEntries(SCORE_INPUTS.map((input) => [input, z.number().min(0).max(100)])) as Record<
    (typeof SCORE_INPUTS)[number],
    z.ZodNumber
  >,
);

export const WEIGHTS_MUST_ADD_UP = 'The weights must add up to 100%';

/** PUT /location_score/{accountId}/weights: custom_score's weights, adding up to 100 (decision 0047). */
export const customWeightsSchema = scoreWeightsSchema.refine(
  (weights) => Math.abs(Object.values(weights).reduce((sum, weight) => sum + weight, 0) - 100) < 0.001,
  { message: WEIGHTS_MUST_ADD_UP },
);

export const scoreWeightsAnswerSchema = z.object({
  account_id: z.number().int(),
  formula: z.enum(['classic', 'new', 'custom']),
  weights: scoreWeightsSchema,
  custom_weights: scoreWeightsSchema.nullable(),
});

const targetValue = z.number().min(0).nullable();
const targetWeight = z.number().min(0).max(100);

/** Spec 001 §3 "Target score settings": each input's target and its _weight. Rates are 0-1, time in days. */
export const targetSettingsSchema = z.object({
  total_reviews: targetValue,
  total_reviews_weight: targetWeight,
  avg_rating: z.number().min(0).max(5).nullable(),
  avg_rating_weight: targetWeight,
  response_rate: z.number().min(0).max(1).nullable(),
  response_rate_weight: targetWeight,
  response_time: targetValue,
  response_time_weight: targetWeight,
  owner_photos_count: targetValue,
  owner_photos_count_weight: targetWeight,
  ll_sync_ratio: z.number().min(0).max(1).nullable(),
  ll_sync_ratio_weight: targetWeight,
});
export type TargetSettings = z.infer<typeof targetSettingsSchema>;

export const metricTargetsSchema = targetSettingsSchema.extend({
  account_id: z.number().int(),
  /** False until an admin saved targets: the screen then offers Set Target Score rather than Edit. */
  is_set: z.boolean(),
  updated_by_user_id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

/** A location's own targets: only the inputs it overrides (the rest follow the account's). */
export const customTargetValuesSchema = z.object({
  total_reviews: targetValue.optional(),
  avg_rating: z.number().min(0).max(5).nullable().optional(),
  response_rate: z.number().min(0).max(1).nullable().optional(),
  response_time: targetValue.optional(),
  owner_photos_count: targetValue.optional(),
  ll_sync_ratio: z.number().min(0).max(1).nullable().optional(),
});

export const customTargetCreateSchema = customTargetValuesSchema.extend({
  account_id: idSchema.optional(),
  location_id: idSchema,
});
export const customTargetUpdateSchema = customTargetValuesSchema.extend({ account_id: idSchema.optional() });

export const customTargetSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  total_reviews: nullableNumber,
  avg_rating: nullableNumber,
  response_rate: nullableNumber,
  response_time: nullableNumber,
  owner_photos_count: nullableNumber,
  ll_sync_ratio: nullableNumber,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomTarget = z.infer<typeof customTargetSchema>;

/** /metric_targets_per_location: each location's effective targets (its own over the account's). */
export const locationTargetsSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  custom_target_id: z.number().int().nullable(),
  total_reviews: nullableNumber,
  avg_rating: nullableNumber,
  response_rate: nullableNumber,
  response_time: nullableNumber,
  owner_photos_count: nullableNumber,
  ll_sync_ratio: nullableNumber,
});

export const targetsListQuerySchema = z.object({
  account_id: idSchema.optional(),
  location_id: idListSchema.optional(),
  ...pagingShape({ perPage: { default: PERFORMANCE_PAGE_SIZE, max: 500 } }),
  nonce: z.string().optional(),
});
export type TargetsListQuery = z.infer<typeof targetsListQuerySchema>;

/** Spec 001 §3: target scores per location or group expose total_score and lag_score. */
export const targetScoreSchema = z.object({
  location_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  name: z.string(),
  total_score: nullableNumber,
  lag_score: nullableNumber,
});
export type TargetScore = z.infer<typeof targetScoreSchema>;

/** Spec 000 §7 "Reports": the older report fields of /reports/{accountId}/locations. */
export const locationReportRowSchema = z.object({
  ranking: z.number().int(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  location_score: nullableNumber,
  group_score: nullableNumber,
  avg_rating: nullableNumber,
  total_reviews: z.number().int(),
  completed_rate: nullableNumber,
  overall_avg_response_time: nullableNumber,
  owner_media_count: z.number().int().nullable(),
  local_listing_health_score: nullableNumber,
});

export const benchmarkQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
  nonce: z.string().optional(),
});

/** /benchmark/{vertical_id}: the industry score, or 'not enough data' (decision 0048). */
export const benchmarkSchema = z.object({
  vertical_id: z.string(),
  industry_score: nullableNumber,
  account_count: z.number().int().nullable(),
  /** computed: from this instance's accounts; imported: an operator's file; none: not enough data. */
  source: z.enum(['computed', 'imported', 'none']),
  message: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string(),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

/** `repute import-benchmarks <file>`: a JSON array of these. */
export const benchmarkImportSchema = z.array(
  z.object({
    vertical_id: z.enum(ACCOUNT_VERTICALS),
    industry_score: z.number().min(0).max(100),
    account_count: z.number().int().min(0).optional(),
    source: z.string().min(1).max(200),
  }),
);
