import { describe, expect, it } from 'vitest';
import { monthSplit } from './count-filters';

describe('monthSplit', () => {
  it('reads whole months from the month counts and the partial months at either end from the day counts', () => {
    expect(monthSplit('2025-03-15', '2025-07-10')).toEqual({
      months: { from: '2025-04-01', until: '2025-07-01' },
      days: [
        { after: '2025-03-15', before: '2025-03-31' },
        { after: '2025-07-01', before: '2025-07-10' },
      ],
    });
  });

  it('needs no days when the range starts on a first and ends on a last day, nor months inside one month', () => {
    expect(monthSplit('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', until: '2024-03-01' },
      days: [],
    });
    expect(monthSplit('2024-12-01', '2024-12-31')).toEqual({
      months: { from: '2024-12-01', until: '2025-01-01' },
      days: [],
    });
    expect(monthSplit('2025-03-02', '2025-03-30')).toEqual({
      months: null,
      days: [{ after: '2025-03-02', before: '2025-03-30' }],
    });
  });

  it('leaves open ends open', () => {
    expect(monthSplit(undefined, undefined)).toEqual({ months: { from: undefined, until: undefined }, days: [] });
    expect(monthSplit('2025-03-15', undefined)).toEqual({
      months: { from: '2025-04-01', until: undefined },
      days: [{ after: '2025-03-15', before: '2025-03-31' }],
    });
    expect(monthSplit(undefined, '2025-03-15')).toEqual({
      months: { from: undefined, until: '2025-03-01' },
      days: [{ after: '2025-03-01', before: '2025-03-15' }],
    });
  });
});
