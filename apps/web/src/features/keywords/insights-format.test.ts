import { describe, expect, it } from 'vitest';
import { formatAverageRating, shareOf } from './insights-format';

describe('insights format', () => {
  it('writes the average rating with 2 decimals (spec 001 §9), a dash without one', () => {
    expect(formatAverageRating(4.5)).toBe('4.50');
    expect(formatAverageRating(3.456)).toBe('3.46');
    expect(formatAverageRating(null)).toBe('—');
  });

  it('gives a share as a whole percentage', () => {
    expect(shareOf(2, 3)).toBe(67);
    expect(shareOf(0, 0)).toBe(0);
  });
});
