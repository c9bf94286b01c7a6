import { describe, expect, it } from 'vitest';
import { monthLabel, monthsBetween, nextMonth } from './months';

describe('months', () => {
  it('steps over the year end', () => {
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(nextMonth('2026-03')).toBe('2026-04');
  });

  it('lists every month of a range, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });

  it('names a month as the axis shows it', () => {
    expect(monthLabel('2025-06-01')).toBe('Jun 2025');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
  });
});
