import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  dayOfWeek,
  daysInRange,
  endOfMonth,
  formatDisplayDate,
  instantIn,
  isKnownTimeZone,
  monthLabel,
  monthsBetween,
  parseDisplayDate,
  startOfMonth,
  startOfQuarter,
  startOfYear,
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

  it('knows the ends of months and years, and counts days between dates', () => {
    expect(startOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(startOfYear('2026-07-04')).toBe('2026-01-01');
    expect(compareDates('2026-03-01', '2026-02-28')).toBe(1);
    expect(compareDates('2025-12-31', '2026-01-01')).toBe(-1);
    expect(compareDates('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInRange('2026-03-08', '2026-03-08')).toBe(1);
  });

  it('counts whole calendar days across daylight-saving changes (a 23- or 25-hour day is one day)', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2026-10-25', '2026-11-07')).toBe(14);
  });

  it("takes today in a time zone, whatever the machine's zone", () => {
    const instant = new Date('2024-03-01T04:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2024-02-29');
    expect(todayIn('UTC', instant)).toBe('2024-03-01');
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('months', () => {
  it('lists every month of a range, both ends included, over the year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
    expect(monthsBetween('not a month', '2026-01')).toEqual([]);
  });

  it('names a month as the axis shows it', () => {
    expect(monthLabel('2025-06-01')).toBe('Jun 2025');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
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

/**
 * Daylight-saving edges, each on the change's own day. The results are instants, so they hold whatever the zone of
 * the machine running them (the suite passes under TZ=America/New_York, Australia/Lord_Howe and UTC alike).
 */
describe('wall clocks across daylight-saving changes', () => {
  const at = (date: string, time: string, zone: string) => instantIn(date, time, zone).toISOString();

  it('New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT, and a skipped time happens an hour later', () => {
    const zone = 'America/New_York';
    expect(at('2026-03-08', '00:00', zone)).toBe('2026-03-08T05:00:00.000Z');
    expect(at('2026-03-08', '01:59', zone)).toBe('2026-03-08T06:59:00.000Z');
    expect(at('2026-03-08', '02:30', zone)).toBe('2026-03-08T07:30:00.000Z');
    expect(at('2026-03-08', '03:00', zone)).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-03-08', '13:00', zone)).toBe('2026-03-08T17:00:00.000Z');
    expect(wallClockIn(zone, new Date('2026-03-08T06:59:00Z'))).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(wallClockIn(zone, new Date('2026-03-08T07:00:00Z'))).toEqual({ date: '2026-03-08', time: '03:00' });
    expect(todayIn(zone, new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(todayIn(zone, new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('New York, 2026-11-01: 02:00 EDT falls back to 01:00 EST, and 01:30 happens twice', () => {
    const zone = 'America/New_York';
    expect(at('2026-11-01', '00:30', zone)).toBe('2026-11-01T04:30:00.000Z');
    expect(at('2026-11-01', '02:00', zone)).toBe('2026-11-01T07:00:00.000Z');
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(at('2026-11-01', '01:30', zone));
    expect(wallClockIn(zone, new Date('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(wallClockIn(zone, new Date('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(todayIn(zone, new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(todayIn(zone, new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('London, 2026-03-29 and 2026-10-25: the hour after 01:00 is skipped in spring and repeated in autumn', () => {
    const zone = 'Europe/London';
    expect(at('2026-03-29', '00:30', zone)).toBe('2026-03-29T00:30:00.000Z');
    expect(at('2026-03-29', '01:30', zone)).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClockIn(zone, new Date('2026-03-29T01:30:00Z')).time).toBe('02:30');
    expect(at('2026-03-29', '02:00', zone)).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', '00:30', zone)).toBe('2026-10-24T23:30:00.000Z');
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(at('2026-10-25', '01:30', zone));
    expect(at('2026-10-25', '02:00', zone)).toBe('2026-10-25T02:00:00.000Z');
  });

  it('Kolkata, half an hour off the hour and without daylight saving: its day starts at 18:30 UTC', () => {
    const zone = 'Asia/Kolkata';
    expect(at('2026-11-24', '00:00', zone)).toBe('2026-11-23T18:30:00.000Z');
    expect(todayIn(zone, new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(todayIn(zone, new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(at('2026-03-08', '13:00', zone)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('Lord Howe, whose clocks move by half an hour: 02:00 jumps to 02:30 and 02:00 falls back to 01:30', () => {
    const zone = 'Australia/Lord_Howe';
    expect(at('2026-10-04', '00:00', zone)).toBe('2026-10-03T13:30:00.000Z');
    expect(at('2026-10-04', '02:10', zone)).toBe('2026-10-03T15:40:00.000Z');
    expect(wallClockIn(zone, new Date('2026-10-03T15:40:00Z'))).toEqual({ date: '2026-10-04', time: '02:40' });
    expect(at('2026-10-04', '03:00', zone)).toBe('2026-10-03T16:00:00.000Z');
    expect(['2026-04-04T14:45:00.000Z', '2026-04-04T15:15:00.000Z']).toContain(at('2026-04-05', '01:45', zone));
    expect(at('2026-04-05', '02:00', zone)).toBe('2026-04-04T15:30:00.000Z');
  });

  it('Havana, where midnight itself is skipped: the day of 2026-03-08 starts at 01:00', () => {
    expect(at('2026-03-08', '00:00', 'America/Havana')).toBe('2026-03-08T05:00:00.000Z');
    expect(wallClockIn('America/Havana', new Date('2026-03-08T05:00:00Z'))).toEqual({
      date: '2026-03-08',
      time: '01:00',
    });
  });
});
