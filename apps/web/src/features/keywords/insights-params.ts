import { sentimentToParam } from '@repute/domain/filters';
import type { FilterState } from '../../shared/filters/filter-state';

/** The insights calls' filters (spec 000 §7, 001 §7): published dates, ids, rating, sentiment '1'/'-1', category. */
export type InsightsParams = {
  published_after?: string;
  published_before?: string;
  group_id?: number;
  location_id?: number;
  source_id?: number;
  rating?: number;
  sentiment?: '1' | '-1';
  category?: string;
};

/** The filter bar's state as the insights calls take it; the range is whole days, both ends included. */
export function insightsParams(state: FilterState): InsightsParams {
  const params: InsightsParams = {};
  if (state.range?.from) params.published_after = state.range.from;
  if (state.range) params.published_before = state.range.to;
  if (state.groupId) params.group_id = state.groupId;
  if (state.locationId) params.location_id = state.locationId;
  if (state.sourceId) params.source_id = state.sourceId;
  if (state.rating !== null) params.rating = state.rating;
  if (state.sentiment) params.sentiment = sentimentToParam(state.sentiment);
  if (state.category) params.category = state.category;
  return params;
}
