import { describe, expect, it } from 'vitest';
import {
  closedWeek,
  formatTime12,
  normalizeDay,
  OPEN_AND_CLOSE_REQUIRED,
  parseTimeInput,
  timeOptions,
  validateDayHours,
  validateWeekHours,
  WEEK_DAYS,
  weekHoursSchema,
} from './hours';

describe('parseTimeInput', () => {
  it.each([
    ['9:00', '09:00'],
    ['09:30', '09:30'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    ['9:00 AM', '09:00'],
    ['9:00AM', '09:00'],
    ['9:00 am', '09:00'],
    ['9:00a', '09:00'],
    ['9:00 P', '21:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['11:30 pm', '23:30'],
    ['  7:15 p ', '19:15'],
    // The hour alone with AM/PM or its A/P shorthand (what people type: "8a", "5 pm").
    ['8a', '08:00'],
    ['8A', '08:00'],
    ['5p', '17:00'],
    ['5 pm', '17:00'],
    ['12a', '00:00'],
    ['12 PM', '12:00'],
  ])('reads %s as %s', (input, wire) => {
    expect(parseTimeInput(input)).toEqual({ kind: 'time', value: wire });
  });

  it("reads '24 hours' in any case as the whole day", () => {
    expect(parseTimeInput('24 hours')).toEqual({ kind: 'all_day' });
    expect(parseTimeInput('24 Hours')).toEqual({ kind: 'all_day' });
  });

  it.each([
    '',
    '24:00',
    '9',
    '13p',
    '0a',
    '9:60',
    '13:00 PM',
    '0:30 AM',
    'noon',
    '9.30',
    '9:00 XM',
    '10:00 A.M.',
    '123:00',
  ])('refuses %j', (input) => {
    expect(parseTimeInput(input)).toBeUndefined();
  });

  it('refuses input longer than 8 characters', () => {
    expect(parseTimeInput('09:00  AM')).toBeUndefined();
  });
});

describe('formatTime12 and timeOptions', () => {
  it('shows wire times in 12-hour form', () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('17:30')).toBe('5:30 PM');
  });

  it("offers '24 hours' then every 30 minutes from 12:00 AM to 11:30 PM", () => {
    const options = timeOptions();
    expect(options).toHaveLength(49);
    expect(options[0]).toEqual({ label: '24 hours', value: '24 hours' });
    expect(options[1]).toEqual({ label: '12:00 AM', value: '00:00' });
    expect(options.at(-1)).toEqual({ label: '11:30 PM', value: '23:30' });
  });
});

describe('day hours', () => {
  it('Add Hours gives an all-closed week', () => {
    const week = closedWeek();
    expect(Object.keys(week)).toEqual([...WEEK_DAYS]);
    for (const day of WEEK_DAYS) expect(week[day]).toEqual({ open: false, is_24_hours: false, hours: [] });
  });

  it('a closed day carries no ranges and a 24-hour day no ranges', () => {
    const range = [{ open_time: '09:00', close_time: '17:00' }];
    expect(normalizeDay({ open: false, is_24_hours: true, hours: range })).toEqual({
      open: false,
      is_24_hours: false,
      hours: [],
    });
    expect(normalizeDay({ open: true, is_24_hours: true, hours: range })).toEqual({
      open: true,
      is_24_hours: true,
      hours: [],
    });
    expect(normalizeDay({ open: true, is_24_hours: false, hours: range }).hours).toEqual(range);
  });

  it('an open day needs both times', () => {
    expect(validateDayHours({ open: true, is_24_hours: false, hours: [] })).toBe(OPEN_AND_CLOSE_REQUIRED);
    expect(validateDayHours({ open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '' }] })).toBe(
      OPEN_AND_CLOSE_REQUIRED,
    );
    expect(validateDayHours({ open: true, is_24_hours: true, hours: [] })).toBeUndefined();
    expect(validateDayHours({ open: false, is_24_hours: false, hours: [] })).toBeUndefined();
    const week = { ...closedWeek(), monday: { open: true, is_24_hours: false, hours: [] } };
    expect(validateWeekHours(week)).toEqual({ monday: OPEN_AND_CLOSE_REQUIRED });
  });

  it('the wire schema takes HH:mm only', () => {
    const week = {
      ...closedWeek(),
      friday: { open: true, is_24_hours: false, hours: [{ open_time: '9:00', close_time: '17:00' }] },
    };
    expect(weekHoursSchema.safeParse(week).success).toBe(false);
    week.friday.hours[0] = { open_time: '09:00', close_time: '17:00' };
    expect(weekHoursSchema.parse(week).friday.hours).toEqual([{ open_time: '09:00', close_time: '17:00' }]);
  });
});
