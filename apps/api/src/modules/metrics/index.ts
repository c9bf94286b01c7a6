export type { LocationCountReads } from './location-count-reads';
export type {
  CountWindow,
  GroupMembersRow,
  LocationCounts,
  LocationDirectoryRow,
} from './location-counts.repo';
export { groupMetricsCsv, locationMetricsCsv } from './metrics.csv';
export { metricsModule } from './metrics.module';
export type { MetricsService } from './metrics.service';
