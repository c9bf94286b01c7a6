import { SPECIAL_HOURS_MESSAGES } from '@repute/domain/special-hours';
import { useEffect, useState } from 'react';
import { useUpcomingSpecialHours } from '../api/special-hours-api';
import { EMPTY_HOLIDAY_STATE, type HolidayState, loadedState } from '../holiday-hours-form';
import { TOAST_MS } from '../messages';
import { useErrorToast } from './use-error-toast';

/**
 * The holiday-hours section's state (spec 001 §4 "Special hours"): collapsed by default; expanding loads the
 * location's entries from today on, once.
 */
export function useHolidayHours(accountId: number, locationId: number | null, today: string, startExpanded = false) {
  const [expanded, setExpanded] = useState(startExpanded);
  const [state, setState] = useState<HolidayState>(EMPTY_HOLIDAY_STATE);
  const [loaded, setLoaded] = useState(locationId === null);
  const query = useUpcomingSpecialHours(accountId, locationId ?? 0, today, expanded && locationId !== null && !loaded);
  useErrorToast(query.error, SPECIAL_HOURS_MESSAGES.fetchFailed, TOAST_MS.medium);

  useEffect(() => {
    if (!loaded && query.data) {
      setState(loadedState(query.data));
      setLoaded(true);
    }
  }, [loaded, query.data]);

  return {
    expanded,
    setExpanded,
    state,
    setState,
    loaded,
    loading: expanded && !loaded && query.isFetching,
    failed: expanded && !loaded && query.isError,
    /** Back to the saved entries: after a save, the next expand loads them again. */
    reset: () => {
      setState(EMPTY_HOLIDAY_STATE);
      setLoaded(locationId === null);
    },
  };
}

export type HolidayHoursControl = ReturnType<typeof useHolidayHours>;
