import type { FilterState } from '../../shared/filters/filter-state';
import type { CompetitorParams } from './competitors-api';

/** The filter bar's state as the competitor reads take it; null until the account's today is known. */
export function competitorParams(state: FilterState, brandIds?: string): CompetitorParams | null {
  if (!state.range) return null;
  const params: CompetitorParams = { to: state.range.to };
  if (state.range.from) params.from = state.range.from;
  if (state.groupId) params.group_id = state.groupId;
  if (state.locationId) params.location_id = state.locationId;
  if (brandIds) params.brand_ids = brandIds;
  return params;
}

/** The filter bar's controls the competitor screens offer: their dates and which of the account's locations. */
export const COMPETITOR_FILTER_CONTROLS = ['date', 'group', 'location'] as const;
