import { describe, expect, it } from 'vitest';
import { trendSeries } from './mention-trend';

describe('trendSeries', () => {
  it('shows every month of the range, a quiet month as zero', () => {
    const series = trendSeries(
      [
        { period: '2026-09-01', positive: 2, negative: 1, total: 3 },
        { period: '2026-11-01', positive: 0, negative: 1, total: 1 },
      ],
      { from: '2026-08-15', to: '2026-11-24' },
    );
    expect(series).toEqual([
      { month: '2026-08', positive: 0, negative: 0, total: 0 },
      { month: '2026-09', positive: 2, negative: 1, total: 3 },
      { month: '2026-10', positive: 0, negative: 0, total: 0 },
      { month: '2026-11', positive: 0, negative: 1, total: 1 },
    ]);
  });

  it('starts all time at the first month with mentions, and has nothing without any', () => {
    const points = [{ period: '2026-10-01', positive: 1, negative: 0, total: 1 }];
    expect(trendSeries(points, { from: null, to: '2026-11-02' }).map((point) => point.month)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect(trendSeries([], { from: null, to: '2026-11-02' })).toEqual([]);
  });
});
