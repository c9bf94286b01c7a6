import { describe, expect, it } from 'vitest';
import {
  isTooFarAhead,
  isWithinWarningWindow,
  longestClosedRun,
  normalizeSpecialHours,
  SPECIAL_HOURS_MESSAGES,
  specialHoursWarnings,
  validateSpecialHoursEntry,
} from './special-hours';

const open = (start_date: string | null, hours = [{ open_time: '10:00', close_time: '14:00' }]) => ({
  start_date,
  closed: false,
  is_24_hours: false,
  hours,
});
const closed = (start_date: string) => ({ start_date, closed: true, is_24_hours: false, hours: [] });
const TODAY = '2026-11-22';

describe('validateSpecialHoursEntry', () => {
  it("needs a date: 'You must have a date selected'", () => {
    expect(validateSpecialHoursEntry(open(null), TODAY)).toEqual({ start_date: 'You must have a date selected' });
    expect(validateSpecialHoursEntry(open(''), TODAY).start_date).toBe(SPECIAL_HOURS_MESSAGES.dateRequired);
    expect(validateSpecialHoursEntry(open('2026-02-30'), TODAY).start_date).toBe(SPECIAL_HOURS_MESSAGES.dateRequired);
  });

  it('refuses dates 10 or more years ahead', () => {
    expect(validateSpecialHoursEntry(open('2036-11-22'), TODAY)).toEqual({
      start_date: 'Date cannot be more than 10 years in advance.',
    });
    expect(validateSpecialHoursEntry(open('2036-11-21'), TODAY)).toEqual({});
    expect(isTooFarAhead('2040-01-01', TODAY)).toBe(true);
  });

  it('refuses a date the location already has', () => {
    expect(validateSpecialHoursEntry(open('2026-12-25'), TODAY, ['2026-12-24', '2026-12-25'])).toEqual({
      start_date: 'You already have special hours set for this date.',
    });
  });

  it('an open day needs an opening and a closing time', () => {
    const message = 'You must have an opening and closing time if location is open.';
    expect(validateSpecialHoursEntry(open('2026-12-24', []), TODAY)).toEqual({ hours: message });
    expect(validateSpecialHoursEntry(open('2026-12-24', [{ open_time: '10:00', close_time: '' }]), TODAY)).toEqual({
      hours: message,
    });
    expect(validateSpecialHoursEntry({ ...open('2026-12-24', []), is_24_hours: true }, TODAY)).toEqual({});
    expect(validateSpecialHoursEntry(closed('2026-12-25'), TODAY)).toEqual({});
  });
});

describe('warnings', () => {
  it('warns when the date starts within 24 hours', () => {
    expect(isWithinWarningWindow('2026-11-23', '2026-11-22T09:00')).toBe(true);
    expect(isWithinWarningWindow('2026-11-22', '2026-11-22T09:00')).toBe(true);
    expect(isWithinWarningWindow('2026-11-24', '2026-11-22T09:00')).toBe(false);
    expect(isWithinWarningWindow('2026-11-23', '2026-11-22T00:00')).toBe(false);
    expect(specialHoursWarnings([open('2026-11-23')], '2026-11-22T09:00')).toEqual([
      'This date is within 24hrs so it may not be updated in time.',
    ]);
  });

  it('warns for 7 or more consecutive closed days, across months', () => {
    const six = ['2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'].map(closed);
    expect(longestClosedRun(six)).toBe(6);
    expect(specialHoursWarnings(six, '2026-11-22T09:00')).toEqual([]);
    const seven = [...six, closed('2027-01-01')];
    expect(longestClosedRun(seven)).toBe(7);
    expect(specialHoursWarnings(seven, '2026-11-22T09:00')).toEqual([SPECIAL_HOURS_MESSAGES.closedRun]);
  });

  it('an open day breaks the closed run', () => {
    const entries = [
      ...['2026-12-20', '2026-12-21', '2026-12-22'].map(closed),
      open('2026-12-23'),
      ...['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'].map(closed),
    ];
    expect(longestClosedRun(entries)).toBe(4);
  });
});

describe('normalizeSpecialHours and dates', () => {
  it('drops ranges of closed and 24-hour days', () => {
    expect(normalizeSpecialHours({ ...open('2026-12-24'), closed: true })).toMatchObject({
      closed: true,
      is_24_hours: false,
      hours: [],
    });
    expect(normalizeSpecialHours({ ...open('2026-12-24'), is_24_hours: true }).hours).toEqual([]);
  });
});
