export {
  type AccountCountsRow,
  type CountWindow,
  createLocationCountsRepo,
  type GroupMembersRow,
  type LocationCounts,
  type LocationCountsRepo,
  type LocationDirectoryRow,
} from './location-counts.repo';
export { groupMetricsCsv, locationMetricsCsv } from './metrics.csv';
export { createMetricsRepo } from './metrics.repo';
export { metricsRoutes } from './metrics.routes';
export { createMetricsService, type MetricsService } from './metrics.service';
