import type { DateDescriptor, FilterParams } from '@repute/domain';
import { writeFilterParams } from '../../shared/filters/filter-state';

/**
 * The query an opened review carries, so 'Back to Reviews' returns to the same list: the filter keys the list
 * was read from, with the date descriptor it used. Derived from the filter state rather than the router's
 * location, which gets the area's default range only in a transition after the list is already on screen.
 */
export function openReviewQuery(params: FilterParams, dateDescriptor: DateDescriptor): string {
  const query = writeFilterParams(new URLSearchParams(), { ...params, dateDescriptor }).toString();
  return query ? `?${query}` : '';
}
