import type { PresetDateDescriptor } from '@repute/domain';
import type { FilterState } from './filter-state';
import type { FilterControl } from './filter-visibility';

const VALUE_OF: Record<Exclude<FilterControl, 'date' | 'saved'>, (state: FilterState) => unknown> = {
  group: (state) => state.groupId,
  location: (state) => state.locationId,
  source: (state) => state.sourceId,
  rating: (state) => state.rating,
  sentiment: (state) => state.sentiment,
  category: (state) => state.category,
  responseStatus: (state) => state.responseStatus,
  tag: (state) => state.tagId,
};

/**
 * How many of the shown filters narrow the screen (decision 0025): each dropdown with a value, and the date
 * range when it is not the screen's default. A saved filter is counted through the filters it restored.
 */
export function countSetFilters(
  state: FilterState,
  visible: readonly FilterControl[],
  defaultDate: PresetDateDescriptor,
): number {
  return visible.filter((control) => {
    if (control === 'saved') return false;
    if (control === 'date') return state.dateDescriptor !== defaultDate;
    return VALUE_OF[control](state) !== null;
  }).length;
}
