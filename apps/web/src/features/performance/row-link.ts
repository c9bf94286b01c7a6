import type { FilterParams, PerformanceRow } from '@repute/domain';
import { filtersCarriedAcross, writeFilterParams } from '../../shared/filters/filter-state';

/**
 * Spec 001 §2: a row click opens /dashboard with from, to, dateDescriptor, groupId, locationId and sourceId
 * applied: the screen's filters, narrowed to the row's location, or to the row's group (whose locations all count).
 */
export function dashboardLink(params: FilterParams, row: PerformanceRow): string {
  const filters = filtersCarriedAcross(params);
  const narrowed: FilterParams =
    row.location_id !== null
      ? { ...filters, locationId: String(row.location_id) }
      : { ...filters, groupId: String(row.group_id), locationId: undefined };
  return `/dashboard?${writeFilterParams(new URLSearchParams(), narrowed)}`;
}
