import {
  addDays,
  addMonths,
  compareDates,
  dayOfWeek,
  endOfMonth,
  formatDisplayDate,
  type IsoDate,
  isIsoDate,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  todayIn,
} from './calendar-dates';

/** Spec 000 §4 "Date descriptors", in the spec's order. */
export const DATE_DESCRIPTORS = [
  'today',
  'yesterday',
  'sevenDays',
  'fourteenDays',
  'thirtyDays',
  'threeMonths',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'lastCalendarWeek',
  'lastCalendarYear',
  'prevMonth',
  'prevQuarter',
  'mtd',
  'qtd',
  'ytd',
  'allTime',
  'custom',
] as const;
export type DateDescriptor = (typeof DATE_DESCRIPTORS)[number];
export type PresetDateDescriptor = Exclude<DateDescriptor, 'custom'>;

export function isDateDescriptor(value: unknown): value is DateDescriptor {
  return typeof value === 'string' && (DATE_DESCRIPTORS as readonly string[]).includes(value);
}

/** The picker's wording of every descriptor. */
export const DATE_DESCRIPTOR_LABELS: Record<DateDescriptor, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  sevenDays: '7 days',
  fourteenDays: '14 days',
  thirtyDays: '30 days',
  threeMonths: '3 months',
  sixMonths: '6 months',
  twelveMonths: '12 months',
  twoYears: '2 years',
  lastCalendarWeek: 'Last calendar week',
  lastCalendarYear: 'Last calendar year',
  prevMonth: 'Previous month',
  prevQuarter: 'Previous quarter',
  mtd: 'Month to date',
  qtd: 'Quarter to date',
  ytd: 'Year to date',
  allTime: 'All time',
  custom: 'Custom range',
};

/** The picker's groups, in the spec's order (threeMonths and twoYears exist but are not offered). */
export const DATE_PICKER_GROUPS: readonly { label: string; descriptors: readonly PresetDateDescriptor[] }[] = [
  { label: 'RECENT', descriptors: ['yesterday', 'today'] },
  { label: 'WEEK', descriptors: ['lastCalendarWeek', 'sevenDays', 'fourteenDays'] },
  { label: 'MONTH', descriptors: ['mtd', 'thirtyDays', 'prevMonth'] },
  { label: 'QUARTER', descriptors: ['qtd', 'prevQuarter'] },
  { label: 'YEAR', descriptors: ['ytd', 'twelveMonths', 'lastCalendarYear'] },
  { label: 'OTHER', descriptors: ['sixMonths', 'allTime'] },
];

/** Weeks start on Sunday (the US calendar; accounts default to America/New_York). */
export const WEEK_STARTS_ON = 0;

/** Spec 000 §9: a filter bar without its own default shows the last 7 days. */
export const DEFAULT_DATE_DESCRIPTOR: PresetDateDescriptor = 'sevenDays';

/**
 * Spec 000 §9 per-area defaults; the Keywords screens follow spec 001 §9 ('Default date range six months'), their
 * own document, where spec 000 §9 says thirty days (decision 0043).
 */
export const AREA_DEFAULT_DATE_DESCRIPTORS = {
  dashboard: 'sixMonths',
  requests: 'sixMonths',
  competitors: 'sixMonths',
  locations: 'sixMonths',
  photos: 'sixMonths',
  localSearch: 'sixMonths',
  reviews: 'thirtyDays',
  keywords: 'sixMonths',
} as const satisfies Record<string, PresetDateDescriptor>;
export type FilterArea = keyof typeof AREA_DEFAULT_DATE_DESCRIPTORS;

/** The default time zone of an account (the accounts table's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** A resolved range, both ends included, YYYY-MM-DD. All time has no start. */
export type DateRange = { from: IsoDate | null; to: IsoDate };

/** The N days ending today, today included. */
function lastDays(today: IsoDate, days: number): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The N months ending today: from the day after the same date N months back (6 months on 08/31 is 03/01–08/31). */
function lastMonths(today: IsoDate, months: number): DateRange {
  return { from: addDays(addMonths(today, -months), 1), to: today };
}

/**
 * The concrete dates of a preset descriptor on a given day (the account's today).
 * Rolling windows end today; "previous"/"last calendar" ranges are the whole period before the current one.
 */
export function resolvePresetRange(descriptor: PresetDateDescriptor, today: IsoDate): DateRange {
  switch (descriptor) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'sevenDays':
      return lastDays(today, 7);
    case 'fourteenDays':
      return lastDays(today, 14);
    case 'thirtyDays':
      return lastDays(today, 30);
    case 'threeMonths':
      return lastMonths(today, 3);
    case 'sixMonths':
      return lastMonths(today, 6);
    case 'twelveMonths':
      return lastMonths(today, 12);
    case 'twoYears':
      return lastMonths(today, 24);
    case 'lastCalendarWeek': {
      const thisWeekStart = addDays(today, -((dayOfWeek(today) - WEEK_STARTS_ON + 7) % 7));
      return { from: addDays(thisWeekStart, -7), to: addDays(thisWeekStart, -1) };
    }
    case 'lastCalendarYear': {
      const thisYear = startOfYear(today);
      return { from: addMonths(thisYear, -12), to: addDays(thisYear, -1) };
    }
    case 'prevMonth': {
      const previous = addMonths(startOfMonth(today), -1);
      return { from: previous, to: endOfMonth(previous) };
    }
    case 'prevQuarter': {
      const thisQuarter = startOfQuarter(today);
      return { from: addMonths(thisQuarter, -3), to: addDays(thisQuarter, -1) };
    }
    case 'mtd':
      return { from: startOfMonth(today), to: today };
    case 'qtd':
      return { from: startOfQuarter(today), to: today };
    case 'ytd':
      return { from: startOfYear(today), to: today };
    case 'allTime':
      return { from: null, to: today };
  }
}

export type DateSelection = { dateDescriptor: DateDescriptor; from?: string | null; to?: string | null };

/**
 * The range a date selection stands for on the account's today: presets are resolved afresh every day
 * (a shared "30 days" link keeps meaning the last 30 days); a custom range is its own from and to.
 * A custom selection without two valid dates falls back to the fallback preset.
 */
export function resolveDateSelection(
  selection: DateSelection,
  today: IsoDate,
  fallback: PresetDateDescriptor = DEFAULT_DATE_DESCRIPTOR,
): DateRange {
  const { dateDescriptor, from, to } = selection;
  if (dateDescriptor !== 'custom') return resolvePresetRange(dateDescriptor, today);
  if (isIsoDate(from) && isIsoDate(to) && compareDates(from, to) <= 0) return { from, to };
  return resolvePresetRange(fallback, today);
}

/** Resolves a preset in a time zone at an instant (the server side of the same rule). */
export function resolvePresetRangeIn(descriptor: PresetDateDescriptor, timeZone: string, now?: Date): DateRange {
  return resolvePresetRange(descriptor, todayIn(timeZone, now));
}

/** The date-range button's text: the preset's name, or "MM/DD/YY - MM/DD/YY" for a custom range. */
export function dateSelectionLabel(selection: DateSelection): string {
  if (selection.dateDescriptor === 'custom' && isIsoDate(selection.from) && isIsoDate(selection.to)) {
    return `${formatDisplayDate(selection.from)} - ${formatDisplayDate(selection.to)}`;
  }
  return DATE_DESCRIPTOR_LABELS[selection.dateDescriptor];
}

/** "MM/DD/YY - MM/DD/YY" of a resolved range ("Through MM/DD/YY" for all time). */
export function dateRangeLabel(range: DateRange): string {
  return range.from
    ? `${formatDisplayDate(range.from)} - ${formatDisplayDate(range.to)}`
    : `Through ${formatDisplayDate(range.to)}`;
}
