import { z } from 'zod';
import { halListSchema } from '../hal';
import {
  breakdownSchema,
  groupMetricsSchema,
  locationMetricsSchema,
  metricsListQuerySchema,
  metricsQuerySchema,
  overviewSchema,
  sourcesMetricsSchema,
} from '../metrics';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** Spec 000 §7 "Metrics and reports": the dashboard's calls. */

const tags = ['metrics'];

const accountParams = z.object({ accountId: idSchema });

export const getMetricsOverview = endpoint({
  method: 'GET',
  path: '/metrics/:accountId/overview',
  params: accountParams,
  query: metricsQuerySchema,
  responses: { 200: overviewSchema },
  tags,
});

export const getMetricsBreakdown = endpoint({
  method: 'GET',
  path: '/metrics/overview/breakdown',
  query: metricsQuerySchema,
  responses: { 200: breakdownSchema },
  tags,
});

export const getSourcesMetrics = endpoint({
  method: 'GET',
  path: '/metrics/:accountId/sources',
  params: accountParams,
  query: metricsQuerySchema,
  responses: { 200: sourcesMetricsSchema },
  tags,
});

export const listLocationMetrics = endpoint({
  method: 'GET',
  path: '/metrics/:accountId/location',
  params: accountParams,
  query: metricsListQuerySchema,
  responses: { 200: halListSchema('locations', locationMetricsSchema) },
  tags,
});

export const listGroupMetrics = endpoint({
  method: 'GET',
  path: '/metrics/:accountId/group',
  params: accountParams,
  query: metricsListQuerySchema,
  responses: { 200: halListSchema('groups', groupMetricsSchema) },
  tags,
});
