import { type DayHours, WEEK_DAYS, type WeekDay, type WeekHours } from '@repute/domain';

/** One opening of one day, in the location's 'HH:MM' times. */
export type OpenRange = { day: WeekDay; open: string; close: string };

/** A whole day: from midnight to midnight, written 00:00–00:00 or 00:00–24:00 by the directories. */
const wholeDay = (range: OpenRange) => range.open === '00:00' && (range.close === '00:00' || range.close === '24:00');

/** The week of a directory's openings; a day without any is closed. */
export function weekOfRanges(ranges: readonly OpenRange[]): WeekHours {
  const days = WEEK_DAYS.map((day): [WeekDay, DayHours] => {
    const own = ranges.filter((range) => range.day === day);
    if (own.length === 0) return [day, { open: false, is_24_hours: false, hours: [] }];
    if (own.some(wholeDay)) return [day, { open: true, is_24_hours: true, hours: [] }];
    const hours = own
      .map((range) => ({ open_time: range.open, close_time: range.close }))
      .sort((a, b) => a.open_time.localeCompare(b.open_time));
    return [day, { open: true, is_24_hours: false, hours }];
  });
  return Object.fromEntries(days) as WeekHours;
}

/** The openings of a week, a whole day as 00:00–24:00. */
export function rangesOfWeek(week: WeekHours | null): OpenRange[] {
  if (!week) return [];
  return WEEK_DAYS.flatMap((day) => {
    const hours = week[day];
    if (!hours.open) return [];
    if (hours.is_24_hours) return [{ day, open: '00:00', close: '24:00' }];
    return hours.hours.map((range) => ({ day, open: range.open_time, close: range.close_time }));
  });
}

/** '0930' (Yelp, Tripadvisor) as '09:30', and back. */
export const colonTime = (compact: string) => `${compact.slice(0, 2)}:${compact.slice(2, 4)}`;
export const compactTime = (time: string) => time.replace(':', '');
