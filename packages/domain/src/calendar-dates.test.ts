import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfWeek,
  formatDisplayDate,
  isKnownTimeZone,
  parseDisplayDate,
  startOfQuarter,
  todayIn,
  wallClockIn,
} from './calendar-dates';

describe('calendar arithmetic', () => {
  it('adds days over month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('adds months, keeping the last day when the month is shorter', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('knows weekdays and quarters', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2024-02-29')).toBe(4);
    expect(dayOfWeek('1969-12-31')).toBe(3);
    expect(startOfQuarter('2026-06-30')).toBe('2026-04-01');
    expect(startOfQuarter('2026-12-01')).toBe('2026-10-01');
  });

  it("takes today in a time zone, whatever the machine's zone", () => {
    const instant = new Date('2024-03-01T04:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2024-02-29');
    expect(todayIn('UTC', instant)).toBe('2024-03-01');
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('MM/DD/YY display', () => {
  it('formats the wire form for display', () => {
    expect(formatDisplayDate('2024-02-29')).toBe('02/29/24');
    expect(formatDisplayDate('2026-11-02')).toBe('11/02/26');
  });

  it('reads MM/DD/YY and MM/DD/YYYY, and nothing that is not a real date', () => {
    expect(parseDisplayDate('02/29/24')).toBe('2024-02-29');
    expect(parseDisplayDate('2/3/26')).toBe('2026-02-03');
    expect(parseDisplayDate('12/31/2025')).toBe('2025-12-31');
    expect(parseDisplayDate('02/29/25')).toBeNull();
    expect(parseDisplayDate('13/01/26')).toBeNull();
    expect(parseDisplayDate('2026-01-01')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('the wall clock in a time zone', () => {
  it('gives the date and 24-hour time an instant shows there, across midnight', () => {
    const instant = new Date('2026-11-25T03:30:00Z');
    expect(wallClockIn('America/New_York', instant)).toEqual({ date: '2026-11-24', time: '22:30' });
    expect(wallClockIn('Asia/Tokyo', instant)).toEqual({ date: '2026-11-25', time: '12:30' });
    expect(wallClockIn('UTC', new Date('2026-11-25T00:05:00Z'))).toEqual({ date: '2026-11-25', time: '00:05' });
  });
});
