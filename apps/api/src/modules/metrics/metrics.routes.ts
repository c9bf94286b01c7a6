import {
  breakdownSchema,
  groupMetricsSchema,
  halListSchema,
  idSchema,
  locationMetricsSchema,
  metricsListQuerySchema,
  metricsQuerySchema,
  overviewSchema,
  sourcesMetricsSchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { MetricsService } from './metrics.service';

const accountParams = z.object({ accountId: idSchema });

/** Spec 000 §7 "Metrics and reports": the dashboard's calls. */
export function metricsRoutes(app: TypedApp, metrics: MetricsService): void {
  app.get(
    '/metrics/:accountId/overview',
    {
      config: { responseCache: 'per-session' },
      schema: {
        tags: ['metrics'],
        params: accountParams,
        querystring: metricsQuerySchema,
        response: { 200: overviewSchema },
      },
    },
    async (request) => metrics.overview(callerOf(request), request.params.accountId, request.query),
  );

  app.get(
    '/metrics/overview/breakdown',
    { schema: { tags: ['metrics'], querystring: metricsQuerySchema, response: { 200: breakdownSchema } } },
    async (request) => metrics.breakdown(callerOf(request), request.query.account_id, request.query),
  );

  app.get(
    '/metrics/:accountId/sources',
    {
      schema: {
        tags: ['metrics'],
        params: accountParams,
        querystring: metricsQuerySchema,
        response: { 200: sourcesMetricsSchema },
      },
    },
    async (request) => metrics.sources(callerOf(request), request.params.accountId, request.query),
  );

  app.get(
    '/metrics/:accountId/location',
    {
      schema: {
        tags: ['metrics'],
        params: accountParams,
        querystring: metricsListQuerySchema,
        response: { 200: halListSchema('locations', locationMetricsSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await metrics.locations(callerOf(request), request.params.accountId, request.query);
      return halList('locations', rows, total, request.query, `/metrics/${request.params.accountId}/location`);
    },
  );

  app.get(
    '/metrics/:accountId/group',
    {
      schema: {
        tags: ['metrics'],
        params: accountParams,
        querystring: metricsListQuerySchema,
        response: { 200: halListSchema('groups', groupMetricsSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await metrics.groups(callerOf(request), request.params.accountId, request.query);
      return halList('groups', rows, total, request.query, `/metrics/${request.params.accountId}/group`);
    },
  );
}
