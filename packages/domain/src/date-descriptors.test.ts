import { describe, expect, it } from 'vitest';
import {
  AREA_DEFAULT_DATE_DESCRIPTORS,
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  DATE_PICKER_GROUPS,
  type DateRange,
  dateRangeLabel,
  dateSelectionLabel,
  type PresetDateDescriptor,
  resolveDateSelection,
  resolvePresetRange,
  resolvePresetRangeIn,
} from './date-descriptors';

type Expectations = Record<PresetDateDescriptor, [string | null, string]>;

/** Every preset on a given day, both ends included. */
const CASES: Record<string, Expectations> = {
  // A leap day (Thursday).
  '2024-02-29': {
    today: ['2024-02-29', '2024-02-29'],
    yesterday: ['2024-02-28', '2024-02-28'],
    sevenDays: ['2024-02-23', '2024-02-29'],
    fourteenDays: ['2024-02-16', '2024-02-29'],
    thirtyDays: ['2024-01-31', '2024-02-29'],
    threeMonths: ['2023-11-30', '2024-02-29'],
    sixMonths: ['2023-08-30', '2024-02-29'],
    twelveMonths: ['2023-03-01', '2024-02-29'],
    twoYears: ['2022-03-01', '2024-02-29'],
    lastCalendarWeek: ['2024-02-18', '2024-02-24'],
    lastCalendarYear: ['2023-01-01', '2023-12-31'],
    prevMonth: ['2024-01-01', '2024-01-31'],
    prevQuarter: ['2023-10-01', '2023-12-31'],
    mtd: ['2024-02-01', '2024-02-29'],
    qtd: ['2024-01-01', '2024-02-29'],
    ytd: ['2024-01-01', '2024-02-29'],
    allTime: [null, '2024-02-29'],
  },
  // The day after a leap day, first of a month (Friday).
  '2024-03-01': {
    today: ['2024-03-01', '2024-03-01'],
    yesterday: ['2024-02-29', '2024-02-29'],
    sevenDays: ['2024-02-24', '2024-03-01'],
    fourteenDays: ['2024-02-17', '2024-03-01'],
    thirtyDays: ['2024-02-01', '2024-03-01'],
    threeMonths: ['2023-12-02', '2024-03-01'],
    sixMonths: ['2023-09-02', '2024-03-01'],
    twelveMonths: ['2023-03-02', '2024-03-01'],
    twoYears: ['2022-03-02', '2024-03-01'],
    lastCalendarWeek: ['2024-02-18', '2024-02-24'],
    lastCalendarYear: ['2023-01-01', '2023-12-31'],
    prevMonth: ['2024-02-01', '2024-02-29'],
    prevQuarter: ['2023-10-01', '2023-12-31'],
    mtd: ['2024-03-01', '2024-03-01'],
    qtd: ['2024-01-01', '2024-03-01'],
    ytd: ['2024-01-01', '2024-03-01'],
    allTime: [null, '2024-03-01'],
  },
  // The first day of a year (Thursday).
  '2026-01-01': {
    today: ['2026-01-01', '2026-01-01'],
    yesterday: ['2025-12-31', '2025-12-31'],
    sevenDays: ['2025-12-26', '2026-01-01'],
    fourteenDays: ['2025-12-19', '2026-01-01'],
    thirtyDays: ['2025-12-03', '2026-01-01'],
    threeMonths: ['2025-10-02', '2026-01-01'],
    sixMonths: ['2025-07-02', '2026-01-01'],
    twelveMonths: ['2025-01-02', '2026-01-01'],
    twoYears: ['2024-01-02', '2026-01-01'],
    lastCalendarWeek: ['2025-12-21', '2025-12-27'],
    lastCalendarYear: ['2025-01-01', '2025-12-31'],
    prevMonth: ['2025-12-01', '2025-12-31'],
    prevQuarter: ['2025-10-01', '2025-12-31'],
    mtd: ['2026-01-01', '2026-01-01'],
    qtd: ['2026-01-01', '2026-01-01'],
    ytd: ['2026-01-01', '2026-01-01'],
    allTime: [null, '2026-01-01'],
  },
  // The last day of a year (Thursday).
  '2025-12-31': {
    today: ['2025-12-31', '2025-12-31'],
    yesterday: ['2025-12-30', '2025-12-30'],
    sevenDays: ['2025-12-25', '2025-12-31'],
    fourteenDays: ['2025-12-18', '2025-12-31'],
    thirtyDays: ['2025-12-02', '2025-12-31'],
    threeMonths: ['2025-10-01', '2025-12-31'],
    sixMonths: ['2025-07-01', '2025-12-31'],
    twelveMonths: ['2025-01-01', '2025-12-31'],
    twoYears: ['2024-01-01', '2025-12-31'],
    lastCalendarWeek: ['2025-12-21', '2025-12-27'],
    lastCalendarYear: ['2024-01-01', '2024-12-31'],
    prevMonth: ['2025-11-01', '2025-11-30'],
    prevQuarter: ['2025-07-01', '2025-09-30'],
    mtd: ['2025-12-01', '2025-12-31'],
    qtd: ['2025-10-01', '2025-12-31'],
    ytd: ['2025-01-01', '2025-12-31'],
    allTime: [null, '2025-12-31'],
  },
  // The last day of a quarter and of a 31-day month after a 28-day February (Tuesday).
  '2026-03-31': {
    today: ['2026-03-31', '2026-03-31'],
    yesterday: ['2026-03-30', '2026-03-30'],
    sevenDays: ['2026-03-25', '2026-03-31'],
    fourteenDays: ['2026-03-18', '2026-03-31'],
    thirtyDays: ['2026-03-02', '2026-03-31'],
    threeMonths: ['2026-01-01', '2026-03-31'],
    sixMonths: ['2025-10-01', '2026-03-31'],
    twelveMonths: ['2025-04-01', '2026-03-31'],
    twoYears: ['2024-04-01', '2026-03-31'],
    lastCalendarWeek: ['2026-03-22', '2026-03-28'],
    lastCalendarYear: ['2025-01-01', '2025-12-31'],
    prevMonth: ['2026-02-01', '2026-02-28'],
    prevQuarter: ['2025-10-01', '2025-12-31'],
    mtd: ['2026-03-01', '2026-03-31'],
    qtd: ['2026-01-01', '2026-03-31'],
    ytd: ['2026-01-01', '2026-03-31'],
    allTime: [null, '2026-03-31'],
  },
  // The first day of a quarter (Wednesday).
  '2026-04-01': {
    today: ['2026-04-01', '2026-04-01'],
    yesterday: ['2026-03-31', '2026-03-31'],
    sevenDays: ['2026-03-26', '2026-04-01'],
    fourteenDays: ['2026-03-19', '2026-04-01'],
    thirtyDays: ['2026-03-03', '2026-04-01'],
    threeMonths: ['2026-01-02', '2026-04-01'],
    sixMonths: ['2025-10-02', '2026-04-01'],
    twelveMonths: ['2025-04-02', '2026-04-01'],
    twoYears: ['2024-04-02', '2026-04-01'],
    lastCalendarWeek: ['2026-03-22', '2026-03-28'],
    lastCalendarYear: ['2025-01-01', '2025-12-31'],
    prevMonth: ['2026-03-01', '2026-03-31'],
    prevQuarter: ['2026-01-01', '2026-03-31'],
    mtd: ['2026-04-01', '2026-04-01'],
    qtd: ['2026-04-01', '2026-04-01'],
    ytd: ['2026-01-01', '2026-04-01'],
    allTime: [null, '2026-04-01'],
  },
  // A month boundary inside a quarter (Friday, first of May).
  '2026-05-01': {
    today: ['2026-05-01', '2026-05-01'],
    yesterday: ['2026-04-30', '2026-04-30'],
    sevenDays: ['2026-04-25', '2026-05-01'],
    fourteenDays: ['2026-04-18', '2026-05-01'],
    thirtyDays: ['2026-04-02', '2026-05-01'],
    threeMonths: ['2026-02-02', '2026-05-01'],
    sixMonths: ['2025-11-02', '2026-05-01'],
    twelveMonths: ['2025-05-02', '2026-05-01'],
    twoYears: ['2024-05-02', '2026-05-01'],
    lastCalendarWeek: ['2026-04-19', '2026-04-25'],
    lastCalendarYear: ['2025-01-01', '2025-12-31'],
    prevMonth: ['2026-04-01', '2026-04-30'],
    prevQuarter: ['2026-01-01', '2026-03-31'],
    mtd: ['2026-05-01', '2026-05-01'],
    qtd: ['2026-04-01', '2026-05-01'],
    ytd: ['2026-01-01', '2026-05-01'],
    allTime: [null, '2026-05-01'],
  },
  // A Sunday, the first day of a week.
  '2026-11-22': {
    today: ['2026-11-22', '2026-11-22'],
    yesterday: ['2026-11-21', '2026-11-21'],
    sevenDays: ['2026-11-16', '2026-11-22'],
    fourteenDays: ['2026-11-09', '2026-11-22'],
    thirtyDays: ['2026-10-24', '2026-11-22'],
    threeMonths: ['2026-08-23', '2026-11-22'],
    sixMonths: ['2026-05-23', '2026-11-22'],
    twelveMonths: ['2025-11-23', '2026-11-22'],
    twoYears: ['2024-11-23', '2026-11-22'],
    lastCalendarWeek: ['2026-11-15', '2026-11-21'],
    lastCalendarYear: ['2025-01-01', '2025-12-31'],
    prevMonth: ['2026-10-01', '2026-10-31'],
    prevQuarter: ['2026-07-01', '2026-09-30'],
    mtd: ['2026-11-01', '2026-11-22'],
    qtd: ['2026-10-01', '2026-11-22'],
    ytd: ['2026-01-01', '2026-11-22'],
    allTime: [null, '2026-11-22'],
  },
};

describe('resolvePresetRange', () => {
  for (const [today, expectations] of Object.entries(CASES)) {
    describe(`on ${today}`, () => {
      for (const [descriptor, [from, to]] of Object.entries(expectations)) {
        it(`${descriptor} is ${from ?? 'the beginning'} to ${to}`, () => {
          const expected: DateRange = { from, to };
          expect(resolvePresetRange(descriptor as PresetDateDescriptor, today)).toEqual(expected);
        });
      }
    });
  }

  it('covers every preset descriptor on every case day', () => {
    const presets = DATE_DESCRIPTORS.filter((descriptor) => descriptor !== 'custom');
    for (const expectations of Object.values(CASES)) expect(Object.keys(expectations).sort()).toEqual(presets.sort());
  });

  it('a Saturday ends the week: last calendar week is the Sunday to Saturday before it', () => {
    expect(resolvePresetRange('lastCalendarWeek', '2026-11-21')).toEqual({ from: '2026-11-08', to: '2026-11-14' });
  });
});

describe('the account time zone decides what today is', () => {
  // 03:00 UTC on New Year's Day is still New Year's Eve in New York, already afternoon in Auckland.
  const instant = new Date('2026-01-01T03:00:00Z');

  it('resolves in America/New_York', () => {
    expect(resolvePresetRangeIn('today', 'America/New_York', instant)).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(resolvePresetRangeIn('ytd', 'America/New_York', instant)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('resolves in Pacific/Auckland', () => {
    expect(resolvePresetRangeIn('today', 'Pacific/Auckland', instant)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(resolvePresetRangeIn('lastCalendarYear', 'Pacific/Auckland', instant)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });
});

describe('resolveDateSelection', () => {
  it('a custom selection is its own from and to', () => {
    expect(
      resolveDateSelection({ dateDescriptor: 'custom', from: '2026-01-05', to: '2026-02-01' }, '2026-11-22'),
    ).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('a preset ignores stale from and to and resolves on today', () => {
    expect(
      resolveDateSelection({ dateDescriptor: 'sevenDays', from: '2020-01-01', to: '2020-01-02' }, '2026-11-22'),
    ).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('a custom selection without good dates falls back to the given preset', () => {
    expect(resolveDateSelection({ dateDescriptor: 'custom' }, '2026-11-22', 'sixMonths')).toEqual({
      from: '2026-05-23',
      to: '2026-11-22',
    });
    expect(
      resolveDateSelection({ dateDescriptor: 'custom', from: '2026-03-02', to: '2026-03-01' }, '2026-11-22'),
    ).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});

describe('picker groups, labels and defaults', () => {
  it('offers RECENT, WEEK, MONTH, QUARTER, YEAR and OTHER in the spec order', () => {
    expect(DATE_PICKER_GROUPS.map((group) => [group.label, group.descriptors])).toEqual([
      ['RECENT', ['yesterday', 'today']],
      ['WEEK', ['lastCalendarWeek', 'sevenDays', 'fourteenDays']],
      ['MONTH', ['mtd', 'thirtyDays', 'prevMonth']],
      ['QUARTER', ['qtd', 'prevQuarter']],
      ['YEAR', ['ytd', 'twelveMonths', 'lastCalendarYear']],
      ['OTHER', ['sixMonths', 'allTime']],
    ]);
  });

  it('labels a custom range in MM/DD/YY and a preset by its name', () => {
    expect(dateSelectionLabel({ dateDescriptor: 'custom', from: '2024-02-29', to: '2024-03-05' })).toBe(
      '02/29/24 - 03/05/24',
    );
    expect(dateSelectionLabel({ dateDescriptor: 'prevQuarter' })).toBe(DATE_DESCRIPTOR_LABELS.prevQuarter);
    expect(dateRangeLabel({ from: '2024-02-01', to: '2024-02-29' })).toBe('02/01/24 - 02/29/24');
    expect(dateRangeLabel({ from: null, to: '2024-02-29' })).toBe('Through 02/29/24');
  });

  it('defaults to six months on the dashboard and keywords, thirty days on reviews', () => {
    expect(AREA_DEFAULT_DATE_DESCRIPTORS.dashboard).toBe('sixMonths');
    expect(AREA_DEFAULT_DATE_DESCRIPTORS.locations).toBe('sixMonths');
    expect(AREA_DEFAULT_DATE_DESCRIPTORS.reviews).toBe('thirtyDays');
    // Spec 001 §9 (the Keywords screens' own document) over spec 000 §9's list: decision 0043.
    expect(AREA_DEFAULT_DATE_DESCRIPTORS.keywords).toBe('sixMonths');
  });
});
