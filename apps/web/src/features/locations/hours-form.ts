import type { DayHours, WeekDay, WeekHours } from '@repute/domain';
import {
  formatTime12,
  INVALID_TIME,
  OPEN_AND_CLOSE_REQUIRED,
  parseTimeInput,
  TWENTY_FOUR_HOURS,
  WEEK_DAYS,
} from '@repute/domain/hours';

/**
 * Hours as the form holds them: what the person sees and types ('9:00 AM', '17:30', '24 hours'). They become
 * HH:mm only when sent (spec 001 §7: hours are converted between 12-hour and 24-hour forms on read and write).
 */
export type RangeForm = { open: string; close: string };
export type DayForm = { open: boolean; is_24_hours: boolean; ranges: RangeForm[] };
export type WeekForm = Record<WeekDay, DayForm>;
export type TimeSide = 'open' | 'close';

/** The schema allows six ranges a day. */
export const MAX_RANGES_PER_DAY = 6;

export const DAY_LABELS: Record<WeekDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const emptyRange = (): RangeForm => ({ open: '', close: '' });

export function dayToForm(day: DayHours): DayForm {
  if (!day.open) return { open: false, is_24_hours: false, ranges: [] };
  if (day.is_24_hours) return { open: true, is_24_hours: true, ranges: [] };
  return {
    open: true,
    is_24_hours: false,
    ranges: day.hours.map((range) => ({ open: formatTime12(range.open_time), close: formatTime12(range.close_time) })),
  };
}

export function weekToForm(week: WeekHours | null | undefined): WeekForm | null {
  if (!week) return null;
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, dayToForm(week[day])])) as WeekForm;
}

/** Add Hours creates an all-closed week (spec 001 §4). */
export function closedWeekForm(): WeekForm {
  const closed = (): DayForm => ({ open: false, is_24_hours: false, ranges: [] });
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, closed()])) as WeekForm;
}

/** 'Copy to all days': every day gets the hours of `from` (its own copy of the ranges). */
export function copyDayToAllDays(week: WeekForm, from: WeekDay): WeekForm {
  const source = week[from];
  const copy = (): DayForm => ({ ...source, ranges: source.ranges.map((range) => ({ ...range })) });
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, copy()])) as WeekForm;
}

/**
 * Where Bulk Edit Hours starts (decision 0121): the selected locations' hours when they all have the same ones (no
 * hours counts as closed every day), otherwise an all-closed week, with `differ` so the screen can say so.
 */
export function sharedWeekForm(weeks: (WeekHours | null | undefined)[]): { week: WeekForm; differ: boolean } {
  const forms = weeks.map((week) => weekToForm(week) ?? closedWeekForm());
  const [first] = forms;
  const same = forms.every((form) => JSON.stringify(form) === JSON.stringify(first));
  return first && same ? { week: first, differ: false } : { week: closedWeekForm(), differ: forms.length > 1 };
}

/** Closed clears the hours; reopening adds one empty time range (spec 001 §4). */
export function setDayClosed(day: DayForm, closed: boolean): DayForm {
  if (closed) return { open: false, is_24_hours: false, ranges: [] };
  if (day.open) return day;
  return { open: true, is_24_hours: false, ranges: [emptyRange()] };
}

function isAllDay(text: string): boolean {
  return text.trim().toLowerCase() === TWENTY_FOUR_HOURS;
}

/**
 * Typing or choosing a time. '24 hours' makes the day 24 hours and clears the ranges; any other text on a
 * 24-hour day returns it to ranges, starting with what was typed (spec 001 §4).
 */
export function setRangeTime(day: DayForm, index: number, side: TimeSide, text: string): DayForm {
  if (isAllDay(text)) return { open: true, is_24_hours: true, ranges: [] };
  if (day.is_24_hours || day.ranges.length === 0) {
    return { open: true, is_24_hours: false, ranges: [{ ...emptyRange(), [side]: text }] };
  }
  return {
    ...day,
    open: true,
    ranges: day.ranges.map((range, at) => (at === index ? { ...range, [side]: text } : range)),
  };
}

export function addRange(day: DayForm): DayForm {
  if (day.ranges.length >= MAX_RANGES_PER_DAY) return day;
  return { open: true, is_24_hours: false, ranges: [...day.ranges, emptyRange()] };
}

export function removeRange(day: DayForm, index: number): DayForm {
  const ranges = day.ranges.filter((_, at) => at !== index);
  return ranges.length === 0 ? { ...day, ranges: [emptyRange()] } : { ...day, ranges };
}

/** The HH:mm of a typed time, or undefined when it is blank or not a time. */
export function wireTime(text: string): string | undefined {
  const parsed = parseTimeInput(text);
  return parsed?.kind === 'time' ? parsed.value : undefined;
}

/** A time field's own error: text that is not a time (blank is the day's concern). */
export function timeFieldError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  return parseTimeInput(text) ? undefined : INVALID_TIME;
}

/** Errors of one day's fields, keyed by path under `prefix` (e.g. 'hours.monday'). */
export function dayFormErrors(day: DayForm, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!day.open || day.is_24_hours) return errors;
  let missing = day.ranges.length === 0;
  day.ranges.forEach((range, index) => {
    for (const side of ['open', 'close'] as const) {
      const error = timeFieldError(range[side]);
      if (error) errors[`${prefix}.ranges.${index}.${side}`] = error;
      if (!range[side].trim()) missing = true;
    }
  });
  if (missing) errors[prefix] = OPEN_AND_CLOSE_REQUIRED;
  return errors;
}

export function weekFormErrors(week: WeekForm | null, prefix = 'hours'): Record<string, string> {
  if (!week) return {};
  return Object.assign({}, ...WEEK_DAYS.map((day) => dayFormErrors(week[day], `${prefix}.${day}`)));
}

/** The day as sent: HH:mm ranges; a closed day carries none, nor does a 24-hour day. */
export function dayFormToWire(day: DayForm): DayHours {
  if (!day.open) return { open: false, is_24_hours: false, hours: [] };
  if (day.is_24_hours) return { open: true, is_24_hours: true, hours: [] };
  return {
    open: true,
    is_24_hours: false,
    hours: day.ranges.map((range) => ({
      open_time: wireTime(range.open) ?? '',
      close_time: wireTime(range.close) ?? '',
    })),
  };
}

export function weekFormToWire(week: WeekForm): WeekHours {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, dayFormToWire(week[day])])) as WeekHours;
}

/** The time field's text after leaving it: a recognised time reads in 12-hour form. */
export function tidyTimeText(text: string): string {
  const parsed = parseTimeInput(text);
  if (!parsed) return text;
  return parsed.kind === 'all_day' ? TWENTY_FOUR_HOURS : formatTime12(parsed.value);
}
