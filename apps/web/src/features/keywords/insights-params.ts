import { type FilterApiParams, type FilterState, filterApiParams } from '../../shared/filters/filter-state';

/**
 * The insights calls' filters (spec 000 §7, 001 §7): the report calls' filters with the range named
 * published_after / published_before (whole days, both ends included) and no search terms.
 */
export type InsightsParams = Omit<FilterApiParams, 'from' | 'to' | 'search_terms'> & {
  published_after?: string;
  published_before?: string;
};

/** The filter bar's state as the insights calls take it. */
export function insightsParams(state: FilterState): InsightsParams {
  const { from, to, search_terms: _searchTerms, ...filters } = filterApiParams(state);
  const params: InsightsParams = filters;
  if (from) params.published_after = from;
  if (to) params.published_before = to;
  return params;
}
