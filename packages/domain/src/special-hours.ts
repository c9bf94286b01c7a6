import { z } from 'zod';
import { addMonths, compareDates } from './calendar-dates';
import { OPEN_AND_CLOSE_REQUIRED, timeRangeSchema } from './hours';
import { ISO_DATE_PATTERN, isoDateSchema, isRealDate } from './iso-date';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { idSchema } from './whole-numbers';

/** Spec 001 §9: special (holiday) hours. */
export const SPECIAL_HOURS_MAX_YEARS_AHEAD = 10;
export const SPECIAL_HOURS_CLOSED_RUN_WARNING_DAYS = 7;
export const SPECIAL_HOURS_WARNING_WINDOW_HOURS = 24;
export const SPECIAL_HOURS_PAGE_SIZE = 250;
export const SPECIAL_HOURS_SHOWN = 5;
/** New rows get an id ending in this suffix until they are saved (spec 001 §3). */
export const NEW_SPECIAL_HOURS_SUFFIX = '-new';

export const SPECIAL_HOURS_MESSAGES = {
  dateRequired: 'You must have a date selected',
  tooFarAhead: 'Date cannot be more than 10 years in advance.',
  duplicateDate: 'You already have special hours set for this date.',
  openNeedsTimes: OPEN_AND_CLOSE_REQUIRED,
  within24Hours: 'This date is within 24hrs so it may not be updated in time.',
  closedRun:
    'If your business will be closed for 7 or more days in a row, Google may mark the business as temporarily closed or reject the request.',
  fetchFailed: 'There was an error fetching special hours',
  updateFailed: 'There was an error updating holiday hours.',
  updated: 'Your holiday hours have been updated.',
} as const;

export const specialHoursSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  start_date: z.string(),
  closed: z.boolean(),
  is_24_hours: z.boolean(),
  hours: z.array(timeRangeSchema),
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

/** GET /special_hours: by start_date, ascending unless sort[order]=desc or sort=-start_date (spec 001 §7). */
export const SPECIAL_HOURS_SORT_FIELDS = ['start_date'] as const;

export const specialHoursQuerySchema = listQuerySchema({
  perPage: { default: SPECIAL_HOURS_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: SPECIAL_HOURS_SORT_FIELDS,
}).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  start_date: isoDateSchema.optional(),
});
export type SpecialHoursQuery = z.infer<typeof specialHoursQuerySchema>;

/** A time range as a form sends it: either time may still be blank. */
const draftRangeSchema = z.object({
  open_time: z.string().nullish(),
  close_time: z.string().nullish(),
});

const entryFields = {
  account_id: idSchema.optional(),
  start_date: z.string().nullish(),
  closed: z.boolean().default(false),
  is_24_hours: z.boolean().default(false),
  hours: z.array(draftRangeSchema).max(6).nullish(),
};

/** POST /special_hours: one location (location_id) or many (location_ids, the bulk form). */
export const specialHoursCreateSchema = z
  .object({
    ...entryFields,
    location_id: idSchema.optional(),
    location_ids: z.array(idSchema).min(1).max(5000).optional(),
  })
  .refine((body) => body.location_id !== undefined || body.location_ids !== undefined, {
    message: 'Choose a location',
    path: ['location_id'],
  });
export type SpecialHoursCreate = z.infer<typeof specialHoursCreateSchema>;

export const specialHoursPatchSchema = z.object({
  account_id: entryFields.account_id,
  start_date: entryFields.start_date,
  closed: z.boolean().optional(),
  is_24_hours: z.boolean().optional(),
  hours: entryFields.hours,
});
export type SpecialHoursPatch = z.infer<typeof specialHoursPatchSchema>;

export type SpecialHoursDraft = {
  start_date?: string | null;
  closed: boolean;
  is_24_hours: boolean;
  hours?: { open_time?: string | null; close_time?: string | null }[] | null;
};

export type SpecialHoursErrors = { start_date?: string; hours?: string };

/**
 * Errors of spec 001 §5 "Special hours" for one entry. `today` is the location's calendar date
 * (YYYY-MM-DD); `takenDates` are the other entries' dates of the same location.
 */
export function validateSpecialHoursEntry(
  entry: SpecialHoursDraft,
  today: string,
  takenDates: Iterable<string> = [],
): SpecialHoursErrors {
  const errors: SpecialHoursErrors = {};
  const date = entry.start_date?.trim();
  if (!date) errors.start_date = SPECIAL_HOURS_MESSAGES.dateRequired;
  else if (!ISO_DATE_PATTERN.test(date) || !isRealDate(date)) errors.start_date = SPECIAL_HOURS_MESSAGES.dateRequired;
  else if (isTooFarAhead(date, today)) errors.start_date = SPECIAL_HOURS_MESSAGES.tooFarAhead;
  else if (new Set(takenDates).has(date)) errors.start_date = SPECIAL_HOURS_MESSAGES.duplicateDate;
  if (!entry.closed && !entry.is_24_hours) {
    const ranges = entry.hours ?? [];
    if (ranges.length === 0 || ranges.some((range) => !range.open_time || !range.close_time)) {
      errors.hours = SPECIAL_HOURS_MESSAGES.openNeedsTimes;
    }
  }
  return errors;
}

/** Dates at 10 or more years ahead of today are refused. */
export function isTooFarAhead(date: string, today: string): boolean {
  return compareDates(date, addMonths(today, SPECIAL_HOURS_MAX_YEARS_AHEAD * 12)) >= 0;
}

/**
 * The 24-hour warning: the day starts less than 24 hours after `nowLocal` (the location's wall-clock time,
 * 'YYYY-MM-DDTHH:mm'). Past dates are within the window too: they cannot be published in time either.
 */
export function isWithinWarningWindow(date: string, nowLocal: string): boolean {
  const [day = '', time = '00:00'] = nowLocal.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const minutesAhead = compareDates(date, day) * 1440 - (hours * 60 + minutes);
  return minutesAhead < SPECIAL_HOURS_WARNING_WINDOW_HOURS * 60;
}

/** The longest run of consecutive calendar dates among the closed entries. */
export function longestClosedRun(entries: Pick<SpecialHoursDraft, 'start_date' | 'closed'>[]): number {
  const days = [
    ...new Set(
      entries
        .filter((entry) => entry.closed && entry.start_date && ISO_DATE_PATTERN.test(entry.start_date))
        .map((entry) => entry.start_date ?? ''),
    ),
  ].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && compareDates(day, previous) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** Warnings of spec 001 §5 for a location's set of entries: they inform, they never block. */
export function specialHoursWarnings(
  entries: SpecialHoursDraft[],
  nowLocal: string,
  changedDates?: string[],
): string[] {
  const warnings: string[] = [];
  const checked = changedDates ?? entries.flatMap((entry) => entry.start_date ?? []);
  if (checked.some((date) => ISO_DATE_PATTERN.test(date) && isWithinWarningWindow(date, nowLocal))) {
    warnings.push(SPECIAL_HOURS_MESSAGES.within24Hours);
  }
  if (longestClosedRun(entries) >= SPECIAL_HOURS_CLOSED_RUN_WARNING_DAYS)
    warnings.push(SPECIAL_HOURS_MESSAGES.closedRun);
  return warnings;
}

/** The canonical stored form: closed days and 24-hour days carry no ranges. */
export function normalizeSpecialHours<T extends SpecialHoursDraft>(
  entry: T,
): T & { hours: { open_time: string; close_time: string }[] } {
  if (entry.closed) return { ...entry, is_24_hours: false, hours: [] };
  if (entry.is_24_hours) return { ...entry, hours: [] };
  const hours = (entry.hours ?? []).map((range) => ({
    open_time: range.open_time ?? '',
    close_time: range.close_time ?? '',
  }));
  return { ...entry, hours };
}
