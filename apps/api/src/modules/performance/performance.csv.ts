import { PERFORMANCE_PRINT_PAGE_SIZE, type PerformanceRow, performanceQuerySchema } from '@repute/domain';
import { type CsvColumn, type CsvExport, defineCsv } from '../exports';
import { toPerformanceRow } from './performance.mapper';
import type { PerformanceService } from './performance.service';
import { sortEntities } from './sort-entities';

const filters = performanceQuerySchema.omit({ page: true, per_page: true });

/** The performance row's columns (spec 001 §3) in the table's order, each figure followed by its lag. */
const FIELDS: (keyof PerformanceRow)[] = [
  'rank',
  'location_id',
  'location_name',
  'location_address',
  'city',
  'state',
  'zipcode',
  'group_id',
  'group_name',
  'location_count',
  'score',
  'score_lag',
  'score_delta',
  'confidence',
  'target_score',
  'target_score_lag',
  'industry_score',
  'avg_rating',
  'avg_rating_lag',
  'total_reviews',
  'total_reviews_lag',
  'response_rate',
  'response_rate_lag',
  'response_time',
  'response_time_lag',
  'listings_in_sync',
  'listings_in_sync_lag',
  'media_count',
  'media_count_lag',
];

const columns: CsvColumn<PerformanceRow>[] = FIELDS.map((field) => ({
  header: field,
  value: (row) => {
    const value = row[field];
    return Array.isArray(value) ? value.join(',') : value;
  },
}));

/**
 * location_performance (spec 000 §7): the overview's rows for the filters, by location or by group (group_by),
 * in the screen's order. Every row is scored in one read (ranks need them all), then written in batches.
 */
export function performanceCsv(performance: Pick<PerformanceService, 'scored'>): CsvExport {
  return defineCsv({
    permission: ['location_score', 'read'],
    filters,
    open: async (caller, query) => {
      const result = await performance.scored(caller, undefined, query, query.with_lag ?? false);
      const rows = sortEntities(result.entities, query['sort[by]'], query['sort[order]']).map((entity) =>
        toPerformanceRow(entity, result.industry),
      );
      return (async function* batches() {
        for (let start = 0; start < rows.length; start += PERFORMANCE_PRINT_PAGE_SIZE) {
          yield rows.slice(start, start + PERFORMANCE_PRINT_PAGE_SIZE);
        }
      })();
    },
    columns,
  });
}
