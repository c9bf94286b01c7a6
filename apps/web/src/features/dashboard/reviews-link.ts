import type { FilterParams } from '@repute/domain';
import { filtersCarriedAcross, writeFilterParams } from '../../shared/filters/filter-state';

/** What a breakdown row narrows the reviews list to: its location or its group. */
export type RowFilter = { locationId: number } | { groupId: number };

/**
 * The reviews list showing exactly the reviews a breakdown row counts: the dashboard's filters (dates
 * included, as the list's own default is shorter) plus the row's location or group. Written directly,
 * not through the filter bar's reset rules, which would drop the search terms the row's numbers still
 * include.
 */
export function reviewsLink(params: FilterParams, row: RowFilter): string {
  const filters = filtersCarriedAcross(params);
  const narrowed: FilterParams =
    'locationId' in row
      ? { ...filters, locationId: String(row.locationId) }
      : { ...filters, groupId: String(row.groupId) };
  return `/reviews?${writeFilterParams(new URLSearchParams(), narrowed)}`;
}
