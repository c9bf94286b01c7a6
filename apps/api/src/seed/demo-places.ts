import type { DirectorySpecialHours } from '../connectors/listing-directory';

/** The Google Place ID the sandbox directory knows a demo location by. */
export function demoPlaceId(locationName: string): string {
  const slug = locationName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `sandbox-${slug}`;
}

const closed = (start_date: string): DirectorySpecialHours => ({
  start_date,
  closed: true,
  is_24_hours: false,
  hours: [],
});
const short = (start_date: string, open_time: string, close_time: string): DirectorySpecialHours => ({
  start_date,
  closed: false,
  is_24_hours: false,
  hours: [{ open_time, close_time }],
});

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The n-th (1-based; -1 for the last) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

function holidaysOf(year: number): DirectorySpecialHours[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    closed(iso(year, 1, 1)),
    closed(iso(year, 5, nthWeekday(year, 5, 1, -1))),
    closed(iso(year, 7, 4)),
    closed(iso(year, 9, nthWeekday(year, 9, 1, 1))),
    closed(iso(year, 11, thanksgiving)),
    short(iso(year, 11, thanksgiving + 1), '09:00', '13:00'),
    short(iso(year, 12, 24), '08:00', '12:00'),
    closed(iso(year, 12, 25)),
  ];
}

/**
 * Northwind's US holidays from `today` (YYYY-MM-DD) to the end of next year: closed, or short hours around
 * Thanksgiving and Christmas. The seed and the sandbox directory both use it; bounded by calendar years, it
 * gives them the same entries all year long, so a demo database kept for months still has nothing to sync.
 */
export function demoHolidayHours(today: string): DirectorySpecialHours[] {
  const year = Number(today.slice(0, 4));
  return [...holidaysOf(year), ...holidaysOf(year + 1)].filter((entry) => entry.start_date >= today);
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
