import { describe, expect, it } from 'vitest';
import { DATE_DESCRIPTORS } from './date-descriptors';
import {
  DATE_RANGE_LEGENDS,
  dateDescriptorOfLegend,
  dateRangeLegendOf,
  resolveDateRangeLegend,
} from './scheduled-export-dates';

// 2026-11-24 is a Tuesday.
const TODAY = '2026-11-24';

describe('date legend', () => {
  it('maps each filter-bar preset to its legend', () => {
    expect(dateRangeLegendOf('sevenDays')).toBe('seven_days');
    expect(dateRangeLegendOf('prevMonth')).toBe('previous_month');
    expect(dateRangeLegendOf('mtd')).toBe('month_to_date');
    expect(dateRangeLegendOf('ytd')).toBe('year_to_date');
    expect(dateRangeLegendOf('lastCalendarWeek')).toBe('last_calendar_week');
  });

  it('maps a descriptor without a legend, or none, to yesterday', () => {
    expect(dateRangeLegendOf('twoYears')).toBe('yesterday');
    expect(dateRangeLegendOf('allTime')).toBe('yesterday');
    expect(dateRangeLegendOf(undefined)).toBe('yesterday');
  });

  it('goes back and forth for every legend', () => {
    for (const legend of DATE_RANGE_LEGENDS) {
      const descriptor = dateDescriptorOfLegend(legend);
      expect(DATE_DESCRIPTORS).toContain(descriptor);
      expect(dateRangeLegendOf(descriptor)).toBe(legend);
    }
  });

  it('resolves each legend to its dates on the account today', () => {
    const cases: Record<(typeof DATE_RANGE_LEGENDS)[number], { from: string; to: string }> = {
      today: { from: TODAY, to: TODAY },
      yesterday: { from: '2026-11-23', to: '2026-11-23' },
      seven_days: { from: '2026-11-18', to: TODAY },
      fourteen_days: { from: '2026-11-11', to: TODAY },
      thirty_days: { from: '2026-10-26', to: TODAY },
      three_months: { from: '2026-08-25', to: TODAY },
      six_months: { from: '2026-05-25', to: TODAY },
      twelve_months: { from: '2025-11-25', to: TODAY },
      last_calendar_week: { from: '2026-11-15', to: '2026-11-21' },
      last_calendar_year: { from: '2025-01-01', to: '2025-12-31' },
      previous_month: { from: '2026-10-01', to: '2026-10-31' },
      previous_quarter: { from: '2026-07-01', to: '2026-09-30' },
      month_to_date: { from: '2026-11-01', to: TODAY },
      quarter_to_date: { from: '2026-10-01', to: TODAY },
      year_to_date: { from: '2026-01-01', to: TODAY },
    };
    for (const [legend, range] of Object.entries(cases)) expect(resolveDateRangeLegend(legend, TODAY)).toEqual(range);
  });

  it('resolves an unknown legend to yesterday', () => {
    expect(resolveDateRangeLegend('two_years', TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolveDateRangeLegend('', TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});
