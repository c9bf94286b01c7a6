import { describe, expect, it } from 'vitest';
import { trendSeries } from './mention-trend';

describe('trendSeries', () => {
  it('shows every month of the range, a quiet month as zero', () => {
    const series = trendSeries(
      [
        { month: '2026-09', reviews: 3, positive: 2, negative: 1, average_rating: 4 },
        { month: '2026-11', reviews: 1, positive: 0, negative: 1, average_rating: 2 },
      ],
      { from: '2026-08-15', to: '2026-11-24' },
    );
    expect(series).toEqual([
      { month: '2026-08', reviews: 0, positive: 0, negative: 0 },
      { month: '2026-09', reviews: 3, positive: 2, negative: 1 },
      { month: '2026-10', reviews: 0, positive: 0, negative: 0 },
      { month: '2026-11', reviews: 1, positive: 0, negative: 1 },
    ]);
  });

  it('starts all time at the first month with mentions, and has nothing without any', () => {
    const trend = [{ month: '2026-10', reviews: 1, positive: 1, negative: 0, average_rating: 5 }];
    expect(trendSeries(trend, { from: null, to: '2026-11-02' }).map((point) => point.month)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect(trendSeries([], { from: null, to: '2026-11-02' })).toEqual([]);
  });
});
