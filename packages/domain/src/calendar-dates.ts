import { dateTimeFormat } from './intl-formats';
import { isRealDate } from './iso-date';
import { formatShortDate, toDayNumber } from './special-hours';

/**
 * Calendar arithmetic on wall-clock dates in the wire form YYYY-MM-DD. Dates carry no time and no zone:
 * "today" is taken once in the account's time zone (todayIn) and everything else counts days and months
 * from it, so the machine's own zone never matters.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

function fromUtc(value: Date): IsoDate {
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromUtc(new Date(Date.UTC(year, month - 1, day)));
}

/** The date in a time zone at an instant (the account's "today"). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const formatted = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => formatted.find((item) => item.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The date ('2026-11-24') and time of day ('18:05', 24-hour) an instant shows on a wall clock in a time zone. */
export function wallClockIn(timeZone: string, instant: Date = new Date()): { date: IsoDate; time: string } {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Whether a name is a time zone this runtime knows (IANA, e.g. America/New_York). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(new Date((toDayNumber(date) + days) * DAY_MS));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Moves by whole months, keeping the day of the month or, when that month is shorter, its last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

/** First day of the calendar quarter (January, April, July, October). */
export function startOfQuarter(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return isoDate(year, month - ((month - 1) % 3), 1);
}

export function startOfYear(date: IsoDate): IsoDate {
  return isoDate(parts(date).year, 1, 1);
}

/** 0 for Sunday through 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function compareDates(a: IsoDate, b: IsoDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && isRealDate(value);
}

/** MM/DD/YY, the display form of the date filters (spec 000 §5). */
export function formatDisplayDate(date: IsoDate): string {
  return formatShortDate(date);
}

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** Reads MM/DD/YY (or MM/DD/YYYY); two-digit years are 2000 to 2099. Anything else is null. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, month = '', day = '', yearText = ''] = match;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const candidate = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  return isRealDate(candidate) ? candidate : null;
}
