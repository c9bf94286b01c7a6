import { describe, expect, it } from 'vitest';
import { monthSplit } from './count-filters';

describe('monthSplit', () => {
  it('reads whole months from the month counts and the partial months at either end from the day counts', () => {
    expect(monthSplit('2025-03-20', '2025-07-10')).toEqual({
      months: { from: '2025-04-01', until: '2025-07-01' },
      days: [
        { after: '2025-03-20', before: '2025-03-31' },
        { after: '2025-07-01', before: '2025-07-10' },
      ],
      lessDays: [],
    });
  });

  it('needs no days when the range starts on a first and ends on a last day, nor months inside one month', () => {
    expect(monthSplit('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', until: '2024-03-01' },
      days: [],
      lessDays: [],
    });
    expect(monthSplit('2024-12-01', '2024-12-31')).toEqual({
      months: { from: '2024-12-01', until: '2025-01-01' },
      days: [],
      lessDays: [],
    });
    expect(monthSplit('2025-03-02', '2025-03-30')).toEqual({
      months: null,
      days: [{ after: '2025-03-02', before: '2025-03-30' }],
      lessDays: [],
    });
  });

  it('leaves open ends open', () => {
    expect(monthSplit(undefined, undefined)).toEqual({
      months: { from: undefined, until: undefined },
      days: [],
      lessDays: [],
    });
    expect(monthSplit('2025-03-20', undefined)).toEqual({
      months: { from: '2025-04-01', until: undefined },
      days: [{ after: '2025-03-20', before: '2025-03-31' }],
      lessDays: [],
    });
    expect(monthSplit(undefined, '2025-03-15')).toEqual({
      months: { from: undefined, until: '2025-03-01' },
      days: [{ after: '2025-03-01', before: '2025-03-15' }],
      lessDays: [],
    });
  });

  it('reads a mostly covered month at either end as the whole month less the days outside the range', () => {
    // 20 of March's 31 days are inside (11 outside), 25 of June's 30 (5 outside): fewer day rows are read.
    expect(monthSplit('2025-03-12', '2025-06-25')).toEqual({
      months: { from: '2025-03-01', until: '2025-07-01' },
      days: [],
      lessDays: [
        { after: '2025-03-01', before: '2025-03-11' },
        { after: '2025-06-26', before: '2025-06-30' },
      ],
    });
    expect(monthSplit('2025-03-30', '2026-02-27')).toEqual({
      months: { from: '2025-04-01', until: '2026-03-01' },
      days: [{ after: '2025-03-30', before: '2025-03-31' }],
      lessDays: [{ after: '2026-02-28', before: '2026-02-28' }],
    });
  });
});
