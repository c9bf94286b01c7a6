import { wallClockIn } from '@repute/domain';

/** The wall-clock date and time in a time zone, as 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:mm'. */
export function localNow(timeZone: string, now: Date = new Date()): { today: string; nowLocal: string } {
  const { date, time } = wallClockIn(timeZone, now);
  return { today: date, nowLocal: `${date}T${time}` };
}
