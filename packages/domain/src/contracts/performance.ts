import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import {
  benchmarkQuerySchema,
  benchmarkSchema,
  customTargetCreateSchema,
  customTargetSchema,
  customTargetUpdateSchema,
  customWeightsSchema,
  locationReportRowSchema,
  locationScoreSchema,
  locationTargetsSchema,
  metricTargetsSchema,
  performanceQuerySchema,
  performanceRowSchema,
  scoreWeightsAnswerSchema,
  targetScoreSchema,
  targetScoresQuerySchema,
  targetSettingsSchema,
  targetsListQuerySchema,
} from '../performance';
import { idSchema } from '../whole-numbers';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Spec 001 §7 "Location Performance" and spec 000 §7's target, benchmark, report and score calls. */

const tags = ['location performance'];

const accountParams = z.object({ accountId: idSchema });
const customTargetItemSchema = customTargetSchema.extend({ _links: halLinksSchema });

export const listPerformanceOverview = endpoint({
  method: 'GET',
  path: '/location_performance_overview',
  query: performanceQuerySchema,
  responses: { 200: halListSchema('location_performance_overview', performanceRowSchema) },
  tags,
});

const locationScoresSchema = halListSchema('location_scores', locationScoreSchema);

export const listLocationScores = endpoint({
  method: 'GET',
  path: '/location_score/:accountId/locations',
  params: accountParams,
  query: performanceQuerySchema,
  responses: { 200: locationScoresSchema },
  tags,
});

export const listGroupScores = endpoint({
  method: 'GET',
  path: '/location_score/:accountId/groups',
  params: accountParams,
  query: performanceQuerySchema,
  responses: { 200: locationScoresSchema },
  tags,
});

export const getScoreWeights = endpoint({
  method: 'GET',
  path: '/location_score/:accountId/weights',
  params: accountParams,
  responses: { 200: scoreWeightsAnswerSchema },
  tags,
});

export const saveScoreWeights = endpoint({
  method: 'PUT',
  path: '/location_score/:accountId/weights',
  params: accountParams,
  body: customWeightsSchema,
  responses: { 200: scoreWeightsAnswerSchema },
  tags,
});

/** Back to the default weights. */
export const resetScoreWeights = endpoint({
  method: 'DELETE',
  path: '/location_score/:accountId/weights',
  params: accountParams,
  responses: { 200: scoreWeightsAnswerSchema },
  tags,
});

export const listTargetScores = endpoint({
  method: 'GET',
  path: '/target_scores',
  query: targetScoresQuerySchema,
  responses: { 200: halListSchema('target_scores', targetScoreSchema) },
  tags,
});

export const getMetricTargets = endpoint({
  method: 'GET',
  path: '/metric_targets',
  query: z.object({ account_id: idSchema.optional(), nonce: z.string().optional() }),
  responses: { 200: metricTargetsSchema },
  tags,
});

export const saveMetricTargets = endpoint({
  method: 'PUT',
  path: '/metric_targets',
  body: targetSettingsSchema.extend({ account_id: idSchema.optional() }),
  responses: { 200: metricTargetsSchema },
  tags,
});
export const patchMetricTargets = alsoAs(saveMetricTargets, 'PATCH');

export const listTargetsPerLocation = endpoint({
  method: 'GET',
  path: '/metric_targets_per_location',
  query: targetsListQuerySchema,
  responses: { 200: halListSchema('metric_targets_per_location', locationTargetsSchema) },
  tags,
});

export const listCustomTargetsPerLocation = endpoint({
  method: 'GET',
  path: '/location_custom_targets_per_location',
  query: targetsListQuerySchema,
  responses: { 200: halListSchema('location_custom_targets_per_location', locationTargetsSchema) },
  tags,
});

export const listCustomTargets = endpoint({
  method: 'GET',
  path: '/location_custom_targets',
  query: targetsListQuerySchema,
  responses: { 200: halListSchema('location_custom_targets', customTargetSchema) },
  tags,
});

export const createCustomTarget = endpoint({
  method: 'POST',
  path: '/location_custom_targets',
  body: customTargetCreateSchema,
  responses: { 201: customTargetItemSchema },
  tags,
});

export const getCustomTarget = endpoint({
  method: 'GET',
  path: '/location_custom_targets/:id',
  params: idParams,
  responses: { 200: customTargetItemSchema },
  tags,
});

export const patchCustomTarget = endpoint({
  method: 'PATCH',
  path: '/location_custom_targets/:id',
  params: idParams,
  body: customTargetUpdateSchema,
  responses: { 200: customTargetItemSchema },
  tags,
});
export const replaceCustomTarget = alsoAs(patchCustomTarget, 'PUT');

/** Answers 204. */
export const deleteCustomTarget = endpoint({
  method: 'DELETE',
  path: '/location_custom_targets/:id',
  params: idParams,
  responses: {},
  tags,
});

export const listLocationReport = endpoint({
  method: 'GET',
  path: '/reports/:accountId/locations',
  params: accountParams,
  query: performanceQuerySchema,
  responses: { 200: halListSchema('locations', locationReportRowSchema) },
  tags,
});

export const getBenchmark = endpoint({
  method: 'GET',
  path: '/benchmark/:vertical_id',
  params: z.object({ vertical_id: z.string().trim().min(1).max(50) }),
  query: benchmarkQuerySchema,
  responses: { 200: benchmarkSchema },
  tags,
});

/** Filters as the URL has them; the location_performance CSV's own schema reads them (400 on a bad one). */
const csvQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The performance screen's direct CSV downloads (spec 000 §7 / 001 §7), all the location_performance export. */
export const downloadGroupScoresCsv = endpoint({
  method: 'GET',
  path: '/location_score/export/groups/csv',
  query: csvQuery,
  responses: {},
  tags,
});

export const downloadLocationScoresCsv = endpoint({
  method: 'GET',
  path: '/location_score/export/locations/csv',
  query: csvQuery,
  responses: {},
  tags,
});

/** The overview's own download follows the query's group_by. */
export const downloadPerformanceOverviewCsv = endpoint({
  method: 'GET',
  path: '/location_performance_overview/csv',
  query: csvQuery,
  responses: {},
  tags,
});
