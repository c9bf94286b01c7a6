import {
  addDays,
  COMPETITORS_DEFAULT_DATE_DESCRIPTOR,
  type CompetitorFilters,
  compareDates,
  daysInRange,
  endOfMonth,
  type IsoDate,
  reportWindowDates,
  resolvePresetRange,
  startOfMonth,
} from '@repute/domain';
import { badRequest } from '../../platform/errors';

export type CompetitorWindow = { from: IsoDate; to: IsoDate; days: number };

const WINDOW_TWICE = 'Send from/to or start_date/end_date, not both';
const START_AFTER_END = 'The start date must not be after the end date';

/**
 * The window a competitors read covers, both days included: the filter bar's from/to or the report's
 * start_date/end_date, never both (as decision 0122 has it for performance); neither is the spec's six months.
 */
export function competitorWindow(filters: CompetitorFilters, today: IsoDate): CompetitorWindow {
  const report = reportWindowDates(filters);
  const custom = { from: filters.from as IsoDate | undefined, to: filters.to as IsoDate | undefined };
  const hasCustom = custom.from !== undefined || custom.to !== undefined;
  if (hasCustom && (report.from !== undefined || report.to !== undefined)) {
    throw badRequest(WINDOW_TWICE, { from: [WINDOW_TWICE] });
  }
  const asked = hasCustom ? custom : report;
  const preset = resolvePresetRange(COMPETITORS_DEFAULT_DATE_DESCRIPTOR, today);
  const to = asked.to ?? today;
  const from = asked.from ?? (asked.to === undefined ? (preset.from ?? today) : addDays(to, -182));
  if (compareDates(from, to) > 0) throw badRequest(START_AFTER_END, { from: [START_AFTER_END] });
  return { from, to, days: daysInRange(from, to) };
}

/** The trend's points: the last day of each month of the window (the window's own last day for its last month). */
export function monthEnds(window: CompetitorWindow, lastDay: IsoDate): IsoDate[] {
  const points: IsoDate[] = [];
  for (let month = startOfMonth(window.from); compareDates(month, lastDay) <= 0; ) {
    const end = endOfMonth(month);
    points.push(compareDates(end, lastDay) < 0 ? end : lastDay);
    month = addDays(end, 1);
  }
  return points;
}
