import {
  addDays,
  compareDates,
  daysInRange,
  type IsoDate,
  PERFORMANCE_DEFAULT_DATE_DESCRIPTOR,
  type ReportWindow,
  reportWindowDates,
  resolvePresetRange,
} from '@repute/domain';
import { badRequest } from '../../platform/errors';
import type { CountWindow } from '../metrics';

export type PerformanceWindows = { current: CountWindow; lag: CountWindow | null };

/** The window as the call names it: the filter bar's from/to, or start_date/end_date (month_after/month_before). */
type WindowFilters = ReportWindow & { from?: string; to?: string };

const WINDOW_TWICE = 'Send from/to or start_date/end_date, not both';

/** One window per call: from/to and start_date/end_date together could disagree, so they are refused (decision 0122). */
function requestedDates(filters: WindowFilters): { from?: IsoDate; to?: IsoDate } {
  const report = reportWindowDates(filters);
  const custom = { from: filters.from as IsoDate | undefined, to: filters.to as IsoDate | undefined };
  const hasCustom = custom.from !== undefined || custom.to !== undefined;
  if (!hasCustom) return report;
  if (report.from !== undefined || report.to !== undefined) {
    throw badRequest(WINDOW_TWICE, { from: [WINDOW_TWICE] });
  }
  return custom;
}

/**
 * The window a call reads (decision 0047): start_date/end_date (or month_after/month_before, or from/to), both days
 * included. None given is the screen's default, 6 months to today; an end without a start is all time up to that
 * end. The previous period is the same number of days just before; all time has none.
 */
export function performanceWindows(filters: WindowFilters, today: IsoDate, withLag: boolean): PerformanceWindows {
  const { from, to } = requestedDates(filters);
  const current: CountWindow =
    from === undefined && to === undefined
      ? resolvePresetRange(PERFORMANCE_DEFAULT_DATE_DESCRIPTOR, today)
      : { from: from ?? null, to: to ?? today };
  if (current.from !== null && compareDates(current.from, current.to) > 0) {
    throw badRequest('The start date must not be after the end date', {
      start_date: ['The start date must not be after the end date'],
    });
  }
  if (!withLag || current.from === null) return { current, lag: null };
  const days = daysInRange(current.from, current.to);
  return { current, lag: { from: addDays(current.from, -days), to: addDays(current.from, -1) } };
}

/** A window's length in days; all time runs from the account's first month with reviews (or is one day). */
export function windowDays(window: CountWindow, firstMonth: IsoDate | null): number {
  const from = window.from ?? firstMonth;
  if (from === null || compareDates(from, window.to) > 0) return 1;
  return daysInRange(from, window.to);
}
