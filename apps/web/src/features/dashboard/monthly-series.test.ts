import { describe, expect, it } from 'vitest';
import { monthlySeries } from './monthly-series';

const breakdown = {
  account_id: 1,
  monthly: [
    { x: '2025-11-01', y: 4.5, dy: null },
    { x: '2026-01-01', y: 4, dy: -0.5 },
  ],
  totals: [
    { x: '2025-11-01', y: 10 },
    { x: '2026-01-01', y: 4 },
  ],
  sentiment: [
    { x: '2025-11-01', y1: 7, y2: 2 },
    { x: '2026-01-01', y1: 1, y2: 3 },
  ],
};

describe('monthlySeries', () => {
  it('joins the three lists on the month and fills the range’s quiet months, across a new year', () => {
    expect(monthlySeries(breakdown, { from: '2025-10-15', to: '2026-02-03' })).toEqual([
      { month: '2025-10-01', rating: null, change: null, total: 0, positive: 0, negative: 0 },
      { month: '2025-11-01', rating: 4.5, change: null, total: 10, positive: 7, negative: 2 },
      { month: '2025-12-01', rating: null, change: null, total: 0, positive: 0, negative: 0 },
      { month: '2026-01-01', rating: 4, change: -0.5, total: 4, positive: 1, negative: 3 },
      { month: '2026-02-01', rating: null, change: null, total: 0, positive: 0, negative: 0 },
    ]);
  });

  it('starts all time at the first month with reviews', () => {
    const series = monthlySeries(breakdown, { from: null, to: '2026-01-20' });
    expect(series.map((point) => point.month)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
  });

  it('is empty for all time without reviews', () => {
    expect(
      monthlySeries({ account_id: 1, monthly: [], totals: [], sentiment: [] }, { from: null, to: '2026-01-20' }),
    ).toEqual([]);
  });
});
