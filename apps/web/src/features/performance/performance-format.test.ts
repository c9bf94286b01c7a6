import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatDelta,
  formatScore,
  formatShare,
  formatStars,
  formatWhole,
  medalOf,
  NO_FIGURE,
} from './performance-format';

describe('performance figures (spec 001 §9)', () => {
  it('writes scores as n / 100 and ratings with 2 decimals', () => {
    expect(formatScore(72.456)).toBe('72.46 / 100');
    expect(formatScore(100)).toBe('100.00 / 100');
    expect(formatStars(4.2)).toBe('4.20');
    expect(formatScore(null)).toBe(NO_FIGURE);
    expect(formatStars(null)).toBe(NO_FIGURE);
  });

  it('writes response rate and listings in sync as % and response time in days with 2 decimals', () => {
    expect(formatShare(0.8125)).toBe('81.25%');
    expect(formatShare(1)).toBe('100.00%');
    expect(formatDays(1.5)).toBe('1.50 days');
    expect(formatDays(1)).toBe('1.00 day');
    expect(formatDays(0)).toBe('0.00 days');
    expect(formatShare(null)).toBe(NO_FIGURE);
    expect(formatDays(null)).toBe(NO_FIGURE);
  });

  it('signs the change from the previous period and groups counts', () => {
    expect(formatDelta(3.2)).toBe('+3.20');
    expect(formatDelta(-1.05)).toBe('−1.05');
    expect(formatDelta(0)).toBe('0.00');
    expect(formatDelta(null)).toBe(NO_FIGURE);
    expect(formatWhole(1204)).toBe('1,204');
  });

  it('gives medals to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4, 0].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});
