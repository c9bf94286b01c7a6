import { MAX_PAGE_SIZE, type MetricTotals, metricsListQuerySchema } from '@repute/domain';
import { type CsvColumn, type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { MetricsService } from './metrics.service';

const filters = metricsListQuerySchema.omit({ page: true, per_page: true });

/** The metrics every row carries, in the order of the screens' columns. */
const totals: CsvColumn<MetricTotals>[] = [
  { header: 'average_rating', value: (row) => row.average_rating },
  { header: 'total_reviews', value: (row) => row.total_reviews },
  { header: 'rated_reviews', value: (row) => row.rated_reviews },
  { header: 'positive_reviews', value: (row) => row.positive_reviews },
  { header: 'negative_reviews', value: (row) => row.negative_reviews },
  { header: 'responded_reviews', value: (row) => row.responded_reviews },
  { header: 'response_rate', value: (row) => row.response_rate },
  { header: 'response_time', value: (row) => row.response_time },
];

/** metric_locations: the dashboard's per-location metrics for the filters (decision 0028). */
export function locationMetricsCsv(metrics: Pick<MetricsService, 'locations'>): CsvExport {
  return defineCsv({
    permission: ['metrics', 'read'],
    filters,
    open: (caller, query) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await metrics.locations(caller, undefined, { ...query, page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'location_id', value: (row) => row.location_id },
      { header: 'location_name', value: (row) => row.location_name },
      ...totals,
    ],
  });
}

/** metric_groups: the dashboard's per-group metrics for the filters (decision 0028). */
export function groupMetricsCsv(metrics: Pick<MetricsService, 'groups'>): CsvExport {
  return defineCsv({
    permission: ['metrics', 'read'],
    filters,
    open: (caller, query) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await metrics.groups(caller, undefined, { ...query, page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'group_id', value: (row) => row.group_id },
      { header: 'group_name', value: (row) => row.group_name },
      { header: 'location_count', value: (row) => row.location_count },
      ...totals,
    ],
  });
}
