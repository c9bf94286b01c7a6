import { calendarDay, DAY_FORMAT, type Dayjs, dayjs } from './date-library';
import { isRealDate } from './iso-date';

/**
 * Calendar arithmetic on wall-clock dates in the wire form YYYY-MM-DD, on Day.js (decision 0127). Dates carry no
 * time and no zone: "today" is taken once in the account's time zone (todayIn) and everything else counts days and
 * months from it in Day.js's UTC mode, so neither the machine's zone nor a daylight-saving change ever moves a date.
 * The zone enters only where an instant meets a wall clock: todayIn, wallClockIn and instantIn.
 */
export type IsoDate = string;

const asIso = (value: Dayjs): IsoDate => value.format(DAY_FORMAT);

/** The date in a time zone at an instant (the account's "today"). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return asIso(dayjs(now).tz(timeZone));
}

/** The date ('2026-11-24') and time of day ('18:05', 24-hour) an instant shows on a wall clock in a time zone. */
export function wallClockIn(timeZone: string, instant: Date = new Date()): { date: IsoDate; time: string } {
  const local = dayjs(instant).tz(timeZone);
  return { date: asIso(local), time: local.format('HH:mm') };
}

/**
 * The instant a wall-clock date and time (HH:MM or HH:MM:SS) happen in a time zone. A time the spring change skips happens
 * that much later (02:30 on 2026-03-08 in New York is 03:30 EDT); a time the autumn change repeats is one of its
 * two instants (Day.js picks by the zone's offset today), each of which shows that time on the zone's clock.
 */
export function instantIn(date: IsoDate, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}

/** Whether a name is a time zone this runtime knows (IANA, e.g. America/New_York). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    dayjs().tz(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return asIso(calendarDay(date).add(days, 'day'));
}

/** Moves by whole months, keeping the day of the month or, when that month is shorter, its last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return asIso(calendarDay(date).add(months, 'month'));
}

export function startOfMonth(date: IsoDate): IsoDate {
  return asIso(calendarDay(date).startOf('month'));
}

export function endOfMonth(date: IsoDate): IsoDate {
  return asIso(calendarDay(date).endOf('month'));
}

/** First day of the calendar quarter (January, April, July, October). */
export function startOfQuarter(date: IsoDate): IsoDate {
  return asIso(calendarDay(date).startOf('quarter'));
}

export function startOfYear(date: IsoDate): IsoDate {
  return asIso(calendarDay(date).startOf('year'));
}

/** 0 for Sunday through 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return calendarDay(date).day();
}

/** Days from b to a: negative when a is earlier, 0 on the same day. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return calendarDay(a).diff(calendarDay(b), 'day');
}

/** How many days a range holds, both ends included (a one-day range holds 1). */
export function daysInRange(from: IsoDate, to: IsoDate): number {
  return compareDates(to, from) + 1;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && isRealDate(value);
}

/** A calendar month in the form YYYY-MM, as the monthly charts step through them. */
export type IsoMonth = string;

/** Every month from `first` to `last`, both included; none when last comes first. */
export function monthsBetween(first: IsoMonth, last: IsoMonth): IsoMonth[] {
  const end = calendarDay(last);
  const months: IsoMonth[] = [];
  for (let month = calendarDay(first); month.isValid() && !month.isAfter(end); month = month.add(1, 'month')) {
    months.push(month.format('YYYY-MM'));
  }
  return months;
}

/** "Jun 2025" for a date or a month (YYYY-MM-DD or YYYY-MM), as the charts' axes show it, whatever the locale. */
export function monthLabel(date: string): string {
  return calendarDay(date).locale('en').format('MMM YYYY');
}

/** MM/DD/YY, the display form of the date filters (spec 000 §5) and of special hours (spec 001 §5). */
export function formatDisplayDate(date: IsoDate): string {
  return calendarDay(date).format('MM/DD/YY');
}

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** Reads MM/DD/YY (or MM/DD/YYYY); two-digit years are 2000 to 2099. Anything else is null. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, month = '', day = '', yearText = ''] = match;
  const year = yearText.length === 2 ? `20${yearText}` : yearText;
  const candidate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(candidate) ? candidate : null;
}
