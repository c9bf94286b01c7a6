import {
  addDays,
  addMonths,
  compareDates,
  dayOfWeek,
  endOfMonth,
  type IsoDate,
  instantIn,
  startOfMonth,
  todayIn,
} from './calendar-dates';

/** Spec 000 §3 and §4: how often a scheduled export is e-mailed. */
export const EMAIL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** Weekdays in the order of `dayOfWeek` (0 is Sunday). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Spec 000 §4 and §9: daily at 13:00; weekly on Sunday; monthly on the 1st. */
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'daily';
export const DEFAULT_SCHEDULED_TIME = '13:00';
export const DEFAULT_SCHEDULED_DAY: Weekday = 'sunday';
export const DEFAULT_SCHEDULED_DAY_OF_MONTH = 1;
export const MAX_DAY_OF_MONTH = 31;

/** HH:MM on a 24-hour clock, the wire form of scheduled_time. */
export const SCHEDULED_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When an export is sent: its frequency, the time of day, the weekday (weekly) and the day of month (monthly). */
export type Schedule = {
  email_frequency: EmailFrequency;
  scheduled_time: string;
  scheduled_day: Weekday;
  scheduled_day_of_month: number;
};

/** Spec 000 §4: switching frequency resets time 13:00, day Sunday, day of month 1. */
export function scheduleDefaults(frequency: EmailFrequency = DEFAULT_EMAIL_FREQUENCY): Schedule {
  return {
    email_frequency: frequency,
    scheduled_time: DEFAULT_SCHEDULED_TIME,
    scheduled_day: DEFAULT_SCHEDULED_DAY,
    scheduled_day_of_month: DEFAULT_SCHEDULED_DAY_OF_MONTH,
  };
}

/** The day of month in a given month: the 31st (or 29th, 30th) of a shorter month is its last day. */
function dayInMonth(monthStart: IsoDate, dayOfMonth: number): IsoDate {
  const wanted = addDays(monthStart, dayOfMonth - 1);
  const last = endOfMonth(monthStart);
  return compareDates(wanted, last) > 0 ? last : wanted;
}

/**
 * The next date an export is sent, as spec 000 §4 puts it: weekly picks the next such weekday after today,
 * monthly the next date with that day of month after today. Daily is today when its time is still ahead.
 */
export function nextScheduledDate(schedule: Schedule, today: IsoDate, timePassedToday: boolean): IsoDate {
  switch (schedule.email_frequency) {
    case 'daily':
      return timePassedToday ? addDays(today, 1) : today;
    case 'weekly': {
      const weekday = WEEKDAYS.indexOf(schedule.scheduled_day);
      const ahead = (weekday - dayOfWeek(today) + 7) % 7 || 7;
      return addDays(today, ahead);
    }
    case 'monthly': {
      const thisMonth = dayInMonth(startOfMonth(today), schedule.scheduled_day_of_month);
      if (compareDates(thisMonth, today) > 0) return thisMonth;
      return dayInMonth(addMonths(startOfMonth(today), 1), schedule.scheduled_day_of_month);
    }
  }
}

/**
 * When an export is next sent after `now`, in the account's time zone. Used when an export is saved and after
 * each sending: an export whose time passed while no worker ran is sent once, and this moves it past now.
 */
export function nextRunAt(schedule: Schedule, timeZone: string, now: Date): Date {
  const today = todayIn(timeZone, now);
  const todayAtTime = instantIn(today, schedule.scheduled_time, timeZone);
  const date = nextScheduledDate(schedule, today, todayAtTime.getTime() <= now.getTime());
  return instantIn(date, schedule.scheduled_time, timeZone);
}
