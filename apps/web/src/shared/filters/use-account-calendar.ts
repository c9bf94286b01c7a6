import type { IsoDate } from '@repute/domain';
import { todayIn } from '@repute/domain/calendar-dates';
import { getDateRanges } from '@repute/domain/contracts/date-ranges';
import { DEFAULT_TIME_ZONE } from '@repute/domain/date-descriptors';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { useOptionScope } from './use-option-scope';

export type AccountCalendar = { timeZone: string; today: IsoDate; ready: boolean };

export const calendarKeys = { account: (accountId: number) => ['date_ranges', accountId] as const };

/**
 * The account's time zone (GET /date_ranges): date descriptors resolve on the account's today, not the
 * browser's. Until it is known, today is taken in the product's default zone and ready is false.
 */
export function useAccountCalendar(): AccountCalendar {
  const scope = useOptionScope();
  const query = useQuery({
    queryKey: calendarKeys.account(scope.accountId),
    queryFn: () => callEndpoint(getDateRanges, { query: { account_id: scope.accountId } }),
    enabled: scope.signedIn,
    staleTime: 60 * 60_000,
  });
  const timeZone = query.data?.time_zone ?? DEFAULT_TIME_ZONE;
  // The zone is fixed, the day is not: today is taken afresh on every render.
  // A failed call falls back to the default zone rather than leaving the screen without dates.
  return { timeZone, today: todayIn(timeZone), ready: query.isSuccess || query.isError };
}
