import type { IsoDate } from './calendar-dates';
import { type DateRange, type PresetDateDescriptor, resolvePresetRange } from './date-descriptors';

/** Spec 000 §4 "Scheduled export date legend values", in the spec's order. */
export const DATE_RANGE_LEGENDS = [
  'today',
  'yesterday',
  'seven_days',
  'fourteen_days',
  'thirty_days',
  'three_months',
  'six_months',
  'twelve_months',
  'last_calendar_week',
  'last_calendar_year',
  'previous_month',
  'previous_quarter',
  'month_to_date',
  'quarter_to_date',
  'year_to_date',
] as const;
export type DateRangeLegend = (typeof DATE_RANGE_LEGENDS)[number];

/** The legend of each filter-bar descriptor it has one for (two years, all time and custom have none). */
const DESCRIPTOR_OF_LEGEND: Record<DateRangeLegend, PresetDateDescriptor> = {
  today: 'today',
  yesterday: 'yesterday',
  seven_days: 'sevenDays',
  fourteen_days: 'fourteenDays',
  thirty_days: 'thirtyDays',
  three_months: 'threeMonths',
  six_months: 'sixMonths',
  twelve_months: 'twelveMonths',
  last_calendar_week: 'lastCalendarWeek',
  last_calendar_year: 'lastCalendarYear',
  previous_month: 'prevMonth',
  previous_quarter: 'prevQuarter',
  month_to_date: 'mtd',
  quarter_to_date: 'qtd',
  year_to_date: 'ytd',
};

/** Spec 000 §4: anything that is not a legend value stands for yesterday. */
export const FALLBACK_DATE_RANGE_LEGEND: DateRangeLegend = 'yesterday';

export function isDateRangeLegend(value: unknown): value is DateRangeLegend {
  return typeof value === 'string' && (DATE_RANGE_LEGENDS as readonly string[]).includes(value);
}

/** The legend a filter bar's date descriptor is scheduled as; one without a legend maps to yesterday. */
export function dateRangeLegendOf(descriptor: string | null | undefined): DateRangeLegend {
  const found = DATE_RANGE_LEGENDS.find((legend) => DESCRIPTOR_OF_LEGEND[legend] === descriptor);
  return found ?? FALLBACK_DATE_RANGE_LEGEND;
}

/** The filter bar's descriptor of a legend (unknown: yesterday), for the links back to a report. */
export function dateDescriptorOfLegend(legend: string): PresetDateDescriptor {
  return DESCRIPTOR_OF_LEGEND[isDateRangeLegend(legend) ? legend : FALLBACK_DATE_RANGE_LEGEND];
}

/** The dates a legend covers on the account's today (unknown: yesterday). */
export function resolveDateRangeLegend(legend: string, today: IsoDate): DateRange {
  return resolvePresetRange(dateDescriptorOfLegend(legend), today);
}
