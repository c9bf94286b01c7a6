import {
  benchmarkQuerySchema,
  benchmarkSchema,
  customTargetCreateSchema,
  customTargetSchema,
  customTargetUpdateSchema,
  customWeightsSchema,
  halLinksSchema,
  halListSchema,
  idSchema,
  locationReportRowSchema,
  locationScoreSchema,
  locationTargetsSchema,
  metricTargetsSchema,
  type PerformanceGroupBy,
  performanceQuerySchema,
  performanceRowSchema,
  scoreWeightsAnswerSchema,
  targetScoreSchema,
  targetScoresQuerySchema,
  targetSettingsSchema,
  targetsListQuerySchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { PerformanceService } from './performance.service';
import type { TargetsService } from './targets.service';

const TAGS = ['location performance'];
const accountParams = z.object({ accountId: idSchema });
const accountQuery = z.object({ account_id: idSchema.optional(), nonce: z.string().optional() });
const customTargetItem = customTargetSchema.extend({ _links: halLinksSchema });

/** Spec 001 §7 "Location Performance" and spec 000 §7's target, benchmark, report and score calls. */
export function performanceRoutes(app: TypedApp, performance: PerformanceService, targets: TargetsService): void {
  app.get(
    '/location_performance_overview',
    {
      schema: {
        tags: TAGS,
        querystring: performanceQuerySchema,
        response: { 200: halListSchema('location_performance_overview', performanceRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await performance.overview(callerOf(request), request.query);
      return halList(
        'location_performance_overview',
        rows,
        total,
        request.query,
        '/location_performance_overview',
        request.query,
      );
    },
  );

  for (const [view, groupBy] of [
    ['locations', 'location'],
    ['groups', 'group'],
  ] as [string, PerformanceGroupBy][]) {
    app.get(
      `/location_score/:accountId/${view}`,
      {
        schema: {
          tags: TAGS,
          params: accountParams,
          querystring: performanceQuerySchema,
          response: { 200: halListSchema('location_scores', locationScoreSchema) },
        },
      },
      async (request) => {
        const { accountId } = request.params;
        const { rows, total } = await performance.locationScores(callerOf(request), accountId, groupBy, request.query);
        const path = `/location_score/${accountId}/${view}`;
        return halList('location_scores', rows, total, request.query, path, request.query);
      },
    );
  }

  app.get(
    '/location_score/:accountId/weights',
    { schema: { tags: TAGS, params: accountParams, response: { 200: scoreWeightsAnswerSchema } } },
    async (request) => targets.weights(callerOf(request), request.params.accountId),
  );
  app.put(
    '/location_score/:accountId/weights',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        body: customWeightsSchema,
        response: { 200: scoreWeightsAnswerSchema },
      },
    },
    async (request) => targets.saveWeights(callerOf(request), request.params.accountId, request.body),
  );
  app.delete(
    '/location_score/:accountId/weights',
    { schema: { tags: TAGS, params: accountParams, response: { 200: scoreWeightsAnswerSchema } } },
    async (request) => targets.saveWeights(callerOf(request), request.params.accountId, null),
  );

  app.get(
    '/target_scores',
    {
      schema: {
        tags: TAGS,
        querystring: targetScoresQuerySchema,
        response: { 200: halListSchema('target_scores', targetScoreSchema) },
      },
    },
    async (request) => {
      const rows = await performance.targetScores(callerOf(request), request.query);
      const all = { page: 1, per_page: Math.max(rows.length, 1) };
      return halList('target_scores', rows, rows.length, all, '/target_scores', request.query);
    },
  );

  app.get(
    '/metric_targets',
    { schema: { tags: TAGS, querystring: accountQuery, response: { 200: metricTargetsSchema } } },
    async (request) => targets.metricTargets(callerOf(request), request.query.account_id),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/metric_targets',
      {
        schema: {
          tags: TAGS,
          body: targetSettingsSchema.extend({ account_id: idSchema.optional() }),
          response: { 200: metricTargetsSchema },
        },
      },
      async (request) => targets.saveMetricTargets(callerOf(request), request.body.account_id, request.body),
    );
  }

  const perLocationLists = [
    ['metric_targets_per_location', targets.targetsPerLocation],
    ['location_custom_targets_per_location', targets.customTargetsPerLocation],
  ] as const;
  for (const [plural, read] of perLocationLists) {
    app.get(
      `/${plural}`,
      {
        schema: {
          tags: TAGS,
          querystring: targetsListQuerySchema,
          response: { 200: halListSchema(plural, locationTargetsSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await read(callerOf(request), request.query);
        return halList(plural, rows, total, request.query, `/${plural}`, request.query);
      },
    );
  }

  app.get(
    '/location_custom_targets',
    {
      schema: {
        tags: TAGS,
        querystring: targetsListQuerySchema,
        response: { 200: halListSchema('location_custom_targets', customTargetSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await targets.customTargets(callerOf(request), request.query);
      return halList('location_custom_targets', rows, total, request.query, '/location_custom_targets', request.query);
    },
  );
  app.post(
    '/location_custom_targets',
    { schema: { tags: TAGS, body: customTargetCreateSchema, response: { 201: customTargetItem } } },
    async (request, reply) => {
      const target = await targets.createCustomTarget(callerOf(request), request.body);
      return reply.status(201).send(halItem(target, `/location_custom_targets/${target.id}`));
    },
  );
  app.get(
    '/location_custom_targets/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: customTargetItem } } },
    async (request) =>
      halItem(
        await targets.customTarget(callerOf(request), request.params.id),
        `/location_custom_targets/${request.params.id}`,
      ),
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/location_custom_targets/:id',
      { schema: { tags: TAGS, params: idParams, body: customTargetUpdateSchema, response: { 200: customTargetItem } } },
      async (request) =>
        halItem(
          await targets.updateCustomTarget(callerOf(request), request.params.id, request.body),
          `/location_custom_targets/${request.params.id}`,
        ),
    );
  }
  app.delete('/location_custom_targets/:id', { schema: { tags: TAGS, params: idParams } }, async (request, reply) => {
    await targets.deleteCustomTarget(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/reports/:accountId/locations',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        querystring: performanceQuerySchema,
        response: { 200: halListSchema('locations', locationReportRowSchema) },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { rows, total } = await performance.report(callerOf(request), accountId, request.query);
      return halList('locations', rows, total, request.query, `/reports/${accountId}/locations`, request.query);
    },
  );

  app.get(
    '/benchmark/:vertical_id',
    {
      schema: {
        tags: TAGS,
        params: z.object({ vertical_id: z.string().trim().min(1).max(50) }),
        querystring: benchmarkQuerySchema,
        response: { 200: benchmarkSchema },
      },
    },
    async (request) => performance.benchmark(callerOf(request), request.params.vertical_id, request.query),
  );
}
