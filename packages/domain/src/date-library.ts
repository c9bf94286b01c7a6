/**
 * The app's one date library (decision 0127): Day.js, which the date inputs of @mantine/dates already ship, with
 * its UTC, IANA time-zone and quarter plugins. Only the date modules of the domain import it; the rest of the app
 * works on their YYYY-MM-DD strings. Extending is global and idempotent, so Mantine's Day.js gains the same plugins.
 */
import dayjs from 'dayjs';
import quarterOfYear from 'dayjs/plugin/quarterOfYear.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(quarterOfYear);

export type { Dayjs } from 'dayjs';
export { dayjs };

/** The wire form of a calendar date, in Day.js's format tokens. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A YYYY-MM-DD date as midnight in Day.js's UTC mode: arithmetic on it (days, months, start of a quarter) never
 * meets a daylight-saving change nor the machine's own zone, which is what a date without a time needs.
 */
export const calendarDay = (date: string) => dayjs.utc(date);
