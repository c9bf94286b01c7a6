import { describe, expect, it } from 'vitest';
import { instantIn } from './calendar-dates';
import { nextRunAt, nextScheduledDate, type Schedule, scheduleDefaults } from './scheduled-export-schedule';

const NEW_YORK = 'America/New_York';
const weekly = (day: Schedule['scheduled_day']): Schedule => ({
  ...scheduleDefaults('weekly'),
  scheduled_day: day,
});
const monthly = (dayOfMonth: number): Schedule => ({
  ...scheduleDefaults('monthly'),
  scheduled_day_of_month: dayOfMonth,
});

describe('frequency defaults', () => {
  it('is daily at 13:00, Sunday, the 1st, and every switch resets time, day and day of month', () => {
    expect(scheduleDefaults()).toEqual({
      email_frequency: 'daily',
      scheduled_time: '13:00',
      scheduled_day: 'sunday',
      scheduled_day_of_month: 1,
    });
    expect(scheduleDefaults('monthly')).toEqual({ ...scheduleDefaults(), email_frequency: 'monthly' });
  });
});

describe('next date', () => {
  // 2026-11-24 is a Tuesday.
  it('daily: today while its time is ahead, else tomorrow', () => {
    expect(nextScheduledDate(scheduleDefaults(), '2026-11-24', false)).toBe('2026-11-24');
    expect(nextScheduledDate(scheduleDefaults(), '2026-11-24', true)).toBe('2026-11-25');
  });

  it('weekly: the next such weekday after today (a week on when today is that weekday)', () => {
    expect(nextScheduledDate(weekly('sunday'), '2026-11-24', false)).toBe('2026-11-29');
    expect(nextScheduledDate(weekly('wednesday'), '2026-11-24', false)).toBe('2026-11-25');
    expect(nextScheduledDate(weekly('tuesday'), '2026-11-24', false)).toBe('2026-12-01');
  });

  it('monthly: the next date with that day of month after today', () => {
    expect(nextScheduledDate(monthly(1), '2026-11-24', false)).toBe('2026-12-01');
    expect(nextScheduledDate(monthly(28), '2026-11-24', false)).toBe('2026-11-28');
    expect(nextScheduledDate(monthly(24), '2026-11-24', false)).toBe('2026-12-24');
  });

  it('monthly on the 31st fires on the last day of a shorter month', () => {
    expect(nextScheduledDate(monthly(31), '2026-11-24', false)).toBe('2026-11-30');
    expect(nextScheduledDate(monthly(31), '2026-11-30', false)).toBe('2026-12-31');
    expect(nextScheduledDate(monthly(31), '2027-01-31', false)).toBe('2027-02-28');
    expect(nextScheduledDate(monthly(30), '2028-02-01', false)).toBe('2028-02-29');
  });
});

describe('next run in the account time zone', () => {
  it('is 13:00 in New York (18:00 UTC in winter, 17:00 in summer)', () => {
    expect(instantIn('2026-11-24', '13:00', NEW_YORK).toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(instantIn('2026-07-01', '13:00', NEW_YORK).toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(instantIn('2026-07-01', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('takes today from the zone: 02:00 UTC on the 25th is still the 24th in New York', () => {
    const now = new Date('2026-11-25T02:00:00Z');
    expect(nextRunAt(scheduleDefaults(), NEW_YORK, now).toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(nextRunAt(weekly('wednesday'), NEW_YORK, now).toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('daily: later today, or tomorrow once the time has come', () => {
    expect(nextRunAt(scheduleDefaults(), NEW_YORK, new Date('2026-11-24T17:59:00Z')).toISOString()).toBe(
      '2026-11-24T18:00:00.000Z',
    );
    expect(nextRunAt(scheduleDefaults(), NEW_YORK, new Date('2026-11-24T18:00:00Z')).toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
  });

  it('after a weekly sending, the same weekday next week; across a daylight-saving change the clock time holds', () => {
    const sentAt = new Date('2026-11-01T18:00:05Z'); // Sunday 13:00:05 New York, the day standard time began
    expect(nextRunAt(weekly('sunday'), NEW_YORK, sentAt).toISOString()).toBe('2026-11-08T18:00:00.000Z');
    const summer = new Date('2026-03-01T18:00:05Z');
    expect(nextRunAt(weekly('sunday'), NEW_YORK, summer).toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });

  const dailyAt = (time: string): Schedule => ({ ...scheduleDefaults('daily'), scheduled_time: time });
  const next = (schedule: Schedule, zone: string, now: string) =>
    nextRunAt(schedule, zone, new Date(now)).toISOString();

  it('daily in New York keeps 13:00 on the clock over the 23-hour and 25-hour days of 2026', () => {
    expect(next(dailyAt('13:00'), NEW_YORK, '2026-03-07T18:00:05Z')).toBe('2026-03-08T17:00:00.000Z');
    expect(next(dailyAt('13:00'), NEW_YORK, '2026-03-08T17:00:05Z')).toBe('2026-03-09T17:00:00.000Z');
    expect(next(dailyAt('13:00'), NEW_YORK, '2026-10-31T17:00:05Z')).toBe('2026-11-01T18:00:00.000Z');
  });

  it('a time the spring change skips is sent when the clock has moved past it, once', () => {
    expect(next(dailyAt('02:30'), NEW_YORK, '2026-03-07T07:30:05Z')).toBe('2026-03-08T07:30:00.000Z');
    expect(next(dailyAt('02:30'), NEW_YORK, '2026-03-08T07:30:05Z')).toBe('2026-03-09T06:30:00.000Z');
    expect(next(dailyAt('02:15'), 'Australia/Lord_Howe', '2026-10-02T15:45:05Z')).toBe('2026-10-03T15:45:00.000Z');
  });

  it('a time the autumn change repeats is sent once that day', () => {
    const first = next(dailyAt('01:30'), NEW_YORK, '2026-10-31T05:30:05Z');
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(first);
    expect(next(dailyAt('01:30'), NEW_YORK, first)).toBe('2026-11-02T06:30:00.000Z');
    expect(next(dailyAt('01:30'), 'Europe/London', '2026-10-25T01:30:05Z')).toBe('2026-10-26T01:30:00.000Z');
  });

  it('monthly on the 31st in Kolkata is 13:00 there (07:30 UTC) on the last day of a shorter month', () => {
    expect(next(monthly(31), 'Asia/Kolkata', '2026-02-15T00:00:00Z')).toBe('2026-02-28T07:30:00.000Z');
    expect(next(monthly(31), 'Asia/Kolkata', '2026-02-28T07:30:05Z')).toBe('2026-03-31T07:30:00.000Z');
  });
});
