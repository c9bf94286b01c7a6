import { z } from 'zod';

/** Spec 001 §3 "Hours": the week runs monday to sunday. */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The option of the time fields that stands for a whole day open (spec 001 §5). */
export const TWENTY_FOUR_HOURS = '24 hours';
/** Time fields accept at most this many characters (spec 001 §5). */
export const TIME_INPUT_MAX_LENGTH = 8;
/** Time options are offered every 30 minutes (spec 001 §5). */
export const TIME_OPTION_STEP_MINUTES = 30;

export const OPEN_AND_CLOSE_REQUIRED = 'You must have an opening and closing time if location is open.';
export const INVALID_TIME = 'Enter a valid time';

/** HH:mm on the wire, 00:00 to 23:59. */
export const WIRE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const wireTimeSchema = z.string().regex(WIRE_TIME_PATTERN, INVALID_TIME);

export const timeRangeSchema = z.object({ open_time: wireTimeSchema, close_time: wireTimeSchema });
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const dayHoursSchema = z.object({
  open: z.boolean(),
  is_24_hours: z.boolean().default(false),
  hours: z.array(timeRangeSchema).max(6).default([]),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

export const weekHoursSchema = z.object(
  Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHoursSchema])) as Record<WeekDay, typeof dayHoursSchema>,
);
export type WeekHours = Record<WeekDay, DayHours>;

export type ParsedTime = { kind: 'all_day' } | { kind: 'time'; value: string };

/**
 * Parses what a person types in a time field: '24 hours', 24-hour H:mm or HH:mm, or 12-hour with AM/PM
 * (optional space, A/P shorthand, any case, minutes optional), at most 8 characters. Answers HH:mm, or undefined when invalid.
 */
export function parseTimeInput(input: string): ParsedTime | undefined {
  const text = input.trim();
  if (text.length === 0 || text.length > TIME_INPUT_MAX_LENGTH) return undefined;
  if (text.toLowerCase() === TWENTY_FOUR_HOURS) return { kind: 'all_day' };
  // The minutes may be left out of a 12-hour time: "8a", "5 pm".
  const twelve = /^(\d{1,2})(?::([0-5]\d))?\s?([AaPp])[Mm]?$/.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return undefined;
    const afternoon = twelve[3]?.toLowerCase() === 'p';
    const hour24 = (hour % 12) + (afternoon ? 12 : 0);
    return { kind: 'time', value: `${pad(hour24)}:${twelve[2] ?? '00'}` };
  }
  const twentyFour = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    if (hour > 23) return undefined;
    return { kind: 'time', value: `${pad(hour)}:${twentyFour[2]}` };
  }
  return undefined;
}

/** HH:mm → '9:30 AM' for showing a wire time in 12-hour form. */
export function formatTime12(wire: string): string {
  const match = WIRE_TIME_PATTERN.exec(wire);
  if (!match) return wire;
  const [hours = 0, minutes = 0] = wire.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes)} ${suffix}`;
}

/** The time options of spec 001 §5: 12:00 AM to 11:30 PM every 30 minutes, plus '24 hours'. */
export function timeOptions(): { label: string; value: string }[] {
  const options: { label: string; value: string }[] = [{ label: TWENTY_FOUR_HOURS, value: TWENTY_FOUR_HOURS }];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_OPTION_STEP_MINUTES) {
    const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    options.push({ label: formatTime12(value), value });
  }
  return options;
}

export const CLOSED_DAY: DayHours = { open: false, is_24_hours: false, hours: [] };

/** Add Hours creates an all-closed week (spec 001 §4 "Day hours"). */
export function closedWeek(): WeekHours {
  return mapWeek(() => ({ ...CLOSED_DAY, hours: [] }));
}

/** Builds a week from one function of the day. */
export function mapWeek(dayHours: (day: WeekDay) => DayHours): WeekHours {
  const week: Partial<WeekHours> = {};
  for (const day of WEEK_DAYS) week[day] = dayHours(day);
  return week as WeekHours;
}

/**
 * Brings a day to its canonical form (spec 001 §4): a closed day has no ranges and is not 24 hours;
 * a 24-hour day has no ranges.
 */
export function normalizeDay(day: DayHours): DayHours {
  if (!day.open) return { open: false, is_24_hours: false, hours: [] };
  if (day.is_24_hours) return { open: true, is_24_hours: true, hours: [] };
  return { open: true, is_24_hours: false, hours: day.hours };
}

export function normalizeWeek(week: WeekHours): WeekHours {
  return mapWeek((day) => normalizeDay(week[day]));
}

/** Errors by day: an open day that is not 24 hours needs at least one range with both times. */
export function validateWeekHours(week: WeekHours): Partial<Record<WeekDay, string>> {
  const errors: Partial<Record<WeekDay, string>> = {};
  for (const day of WEEK_DAYS) {
    const error = validateDayHours(week[day]);
    if (error) errors[day] = error;
  }
  return errors;
}

export function validateDayHours(day: Pick<DayHours, 'open' | 'is_24_hours' | 'hours'>): string | undefined {
  if (!day.open || day.is_24_hours) return undefined;
  if (day.hours.length === 0) return OPEN_AND_CLOSE_REQUIRED;
  for (const range of day.hours) {
    if (!range.open_time || !range.close_time) return OPEN_AND_CLOSE_REQUIRED;
    if (!WIRE_TIME_PATTERN.test(range.open_time) || !WIRE_TIME_PATTERN.test(range.close_time)) return INVALID_TIME;
  }
  return undefined;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
