import { z } from 'zod';
import { calendarDay, DAY_FORMAT } from './date-library';

/** The wire form of a calendar date. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dates the API reads (decision 0111): wide enough for any review, report or schedule, narrow enough that a
 * day added, a zone's shift or a JavaScript Date of either end is still a date PostgreSQL and Node both take. Beyond
 * them a date is a typo or a probe, and is answered 400 like any other bad date rather than reaching the database.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

const DATE_FORM_MESSAGE = 'Use the date form YYYY-MM-DD';
export const DATE_RANGE_MESSAGE = `Use a date from ${EARLIEST_DATE} to ${LATEST_DATE}`;

/** Whether YYYY-MM-DD names a day of the calendar (no 2025-02-30: Day.js rolls it over to another day). */
export function isRealDate(date: string): boolean {
  return ISO_DATE_PATTERN.test(date) && calendarDay(date).format(DAY_FORMAT) === date;
}

/** Whether a YYYY-MM-DD date is within the API's dates (the wire form compares as text). */
export const isSupportedDate = (date: string): boolean => date >= EARLIEST_DATE && date <= LATEST_DATE;

/** The one parser of a date every query and body uses: the form, a real day, within the supported dates. */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { message: DATE_FORM_MESSAGE, abort: true })
  .refine(isSupportedDate, { message: DATE_RANGE_MESSAGE, abort: true })
  .refine(isRealDate, DATE_FORM_MESSAGE);
