import type {
  DateDescriptor,
  FilterArea,
  FilterChange,
  FilterChangeResult,
  FilterParams,
  IsoDate,
  PresetDateDescriptor,
  SavedFilterConfig,
} from '@repute/domain';
import { AREA_DEFAULT_DATE_DESCRIPTORS } from '@repute/domain/date-descriptors';
import { applyFilterChange, pickFilterParams } from '@repute/domain/filters';
import { applySavedFilterToParams, clearDeletedSavedFilter } from '@repute/domain/saved-filters';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dateChange, type FilterState, readFilterState, writeFilterParams } from './filter-state';
import { useAccountCalendar } from './use-account-calendar';

export type UseFiltersOptions = {
  area: FilterArea;
  /** Called after any filter changed: screens deselect a bulk all-locations selection here (spec 000 §4). */
  onFiltersChanged?: () => void;
};

export type FiltersApi = {
  state: FilterState;
  params: FilterParams;
  /** The screen's own date range, which stands when the URL names none. */
  defaultDateDescriptor: PresetDateDescriptor;
  /** The account's today (YYYY-MM-DD) and whether its time zone is known yet. */
  today: IsoDate;
  calendarReady: boolean;
  change: (change: FilterChange) => void;
  changeDate: (descriptor: DateDescriptor, custom?: { from: IsoDate; to: IsoDate }) => void;
  applySavedFilter: (id: number, config: SavedFilterConfig) => void;
  clearDeletedSavedFilter: () => void;
};

/**
 * The one reader and writer of the filter state in the URL (spec 000 §2, §4) for every screen: it applies
 * the reset rules, resolves the date selection on the account's today, and writes the area's default
 * descriptor into the URL when there is none.
 */
export function useFilters({ area, onFiltersChanged }: UseFiltersOptions): FiltersApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const calendar = useAccountCalendar();
  const fallback = AREA_DEFAULT_DATE_DESCRIPTORS[area];
  const params = useMemo(() => pickFilterParams(searchParams.entries()), [searchParams]);
  const today = calendar.ready ? calendar.today : null;
  const state = useMemo(() => readFilterState(params, fallback, today), [params, fallback, today]);

  // The descriptor the state was read with: the default, or custom for a link that carried only from and to.
  const missingDescriptor = params.dateDescriptor ? null : state.dateDescriptor;
  useEffect(() => {
    if (!missingDescriptor) return;
    setSearchParams(
      (current) =>
        writeFilterParams(current, { ...pickFilterParams(current.entries()), dateDescriptor: missingDescriptor }),
      { replace: true },
    );
  }, [missingDescriptor, setSearchParams]);

  const commit = useCallback(
    (result: FilterChangeResult) => {
      setSearchParams((current) => writeFilterParams(current, result.params));
      if (result.filtersChanged) onFiltersChanged?.();
    },
    [setSearchParams, onFiltersChanged],
  );

  return {
    state,
    params,
    defaultDateDescriptor: fallback,
    today: calendar.today,
    calendarReady: calendar.ready,
    change: useCallback((next) => commit(applyFilterChange(params, next)), [commit, params]),
    changeDate: useCallback(
      (descriptor, custom) => commit(applyFilterChange(params, dateChange(descriptor, custom))),
      [commit, params],
    ),
    applySavedFilter: useCallback(
      (id, config) => commit(applySavedFilterToParams(params, id, config)),
      [commit, params],
    ),
    clearDeletedSavedFilter: useCallback(() => commit(clearDeletedSavedFilter(params)), [commit, params]),
  };
}
