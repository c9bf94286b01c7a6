import { z } from 'zod';
import { pagingShape, sortShape } from './list-query';
import { reportWindowShape } from './report-window';
import { reviewFiltersSchema } from './reviews';

/**
 * Spec 000 §9: the five chart colors and the pie's top 4 sources plus 'Other'. Each has at least 3:1 contrast
 * on white (WCAG 1.4.11 for graphics), so slices and bars stay visible on the cards and against their white
 * separators; the last, a grey, is the pie's 'Other'.
 */
export const CHART_COLORS = ['#2F6FDE', '#1E8A66', '#B86E00', '#D64550', '#7A8094'] as const;
export const SOURCES_PIE_TOP = 4;
export const OTHER_SOURCES_LABEL = 'Other';

export const metricsQuerySchema = reviewFiltersSchema;
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const metricTotalsSchema = z.object({
  average_rating: z.number().nullable(),
  total_reviews: z.number().int(),
  rated_reviews: z.number().int(),
  positive_reviews: z.number().int(),
  negative_reviews: z.number().int(),
  responded_reviews: z.number().int(),
  /** Share of reviews with a published response, 0–1. */
  response_rate: z.number().nullable(),
  /** Mean days from a review to its published response. */
  response_time: z.number().nullable(),
});
export type MetricTotals = z.infer<typeof metricTotalsSchema>;

export const overviewSchema = metricTotalsSchema.extend({ account_id: z.number().int() });
export type Overview = z.infer<typeof overviewSchema>;

/** Spec 000 §3 "Monthly metrics": x date, y rating with dy change; totals y; positive y1, negative y2. */
export const breakdownSchema = z.object({
  account_id: z.number().int(),
  monthly: z.array(z.object({ x: z.string(), y: z.number().nullable(), dy: z.number().nullable() })),
  totals: z.array(z.object({ x: z.string(), y: z.number().int() })),
  sentiment: z.array(z.object({ x: z.string(), y1: z.number().int(), y2: z.number().int() })),
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const METRIC_SORT_FIELDS = [
  'name',
  'average_rating',
  'total_reviews',
  'response_rate',
  'response_time',
] as const;

/** The dashboard's from/to, or the reports' names for the window (spec 001 §7 "Reports"). */
export const metricsListQuerySchema = metricsQuerySchema.extend({
  ...reportWindowShape,
  ...pagingShape(),
  ...sortShape(METRIC_SORT_FIELDS, { by: 'name', order: 'asc' }),
});
export type MetricsListQuery = z.infer<typeof metricsListQuerySchema>;

export const locationMetricsSchema = metricTotalsSchema.extend({
  location_id: z.number().int(),
  location_name: z.string(),
});
export type LocationMetrics = z.infer<typeof locationMetricsSchema>;
export const groupMetricsSchema = metricTotalsSchema.extend({
  group_id: z.number().int(),
  group_name: z.string(),
  location_count: z.number().int(),
});
export type GroupMetrics = z.infer<typeof groupMetricsSchema>;

export const sourceSliceSchema = z.object({
  source_id: z.number().int().nullable(),
  name: z.string(),
  total_reviews: z.number().int(),
  average_rating: z.number().nullable(),
  percent: z.number(),
  color: z.string(),
});
export type SourceSlice = z.infer<typeof sourceSliceSchema>;
export const sourcesMetricsSchema = z.object({ account_id: z.number().int(), sources: z.array(sourceSliceSchema) });
