import type { PerformanceGroupBy } from '@repute/domain';
import { PERFORMANCE_PAGE_SIZE } from '@repute/domain/performance';
import type { FilterState } from '../../shared/filters/filter-state';
import type { SortOrder } from '../../shared/ui/sort-cycle';

/** The view of spec 001 §2's selector, as the URL's `view` holds it, and the API's group_by for it. */
export type PerformanceView = 'locations' | 'groups';
export const GROUP_BY_OF_VIEW: Record<PerformanceView, PerformanceGroupBy> = { locations: 'location', groups: 'group' };

/** Columns the table sorts by (the API's sort fields); rank ascending when none is chosen. */
export const PERFORMANCE_SORT_COLUMNS = [
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
export type PerformanceSortColumn = (typeof PERFORMANCE_SORT_COLUMNS)[number];
export type PerformanceSort = { by: PerformanceSortColumn | null; order: SortOrder };

/** The screen's own keys beside the filter keys (spec 001 §2: view, sort by/order; page is a filter key). */
export function readScreenParams(params: URLSearchParams): { view: PerformanceView; sort: PerformanceSort } {
  const by = params.get('sort[by]');
  return {
    view: params.get('view') === 'groups' ? 'groups' : 'locations',
    sort: {
      by: by && (PERFORMANCE_SORT_COLUMNS as readonly string[]).includes(by) ? (by as PerformanceSortColumn) : null,
      order: params.get('sort[order]') === 'desc' ? 'desc' : 'asc',
    },
  };
}

/** The filters of GET /location_performance_overview and its sister calls (spec 001 §7). */
export type PerformanceFilters = {
  start_date?: string;
  end_date: string;
  group_id?: number;
  location_id?: number;
  source_id?: number;
  with_lag: boolean;
  group_by: PerformanceGroupBy;
};

/** The call's filters from the filter bar's state: null until the account's today (and so the range) is known. */
export function performanceFilters(
  state: FilterState,
  view: PerformanceView,
  withLag: boolean,
): PerformanceFilters | null {
  if (!state.range) return null;
  const filters: PerformanceFilters = { end_date: state.range.to, with_lag: withLag, group_by: GROUP_BY_OF_VIEW[view] };
  // All time has no start: the API then starts at the account's first reviews.
  if (state.range.from) filters.start_date = state.range.from;
  if (state.groupId) filters.group_id = state.groupId;
  if (state.locationId) filters.location_id = state.locationId;
  if (state.sourceId) filters.source_id = state.sourceId;
  return filters;
}

export type PerformancePageQuery = PerformanceFilters & {
  page: number;
  per_page: number;
  'sort[by]'?: PerformanceSortColumn;
  'sort[order]'?: SortOrder;
};

export function pageQuery(filters: PerformanceFilters, sort: PerformanceSort, page: number): PerformancePageQuery {
  const query: PerformancePageQuery = { ...filters, page, per_page: PERFORMANCE_PAGE_SIZE };
  if (sort.by) {
    query['sort[by]'] = sort.by;
    query['sort[order]'] = sort.order;
  }
  return query;
}
