import { describe, expect, it } from 'vitest';
import { formatChange, formatRank, formatRating, formatShare, formatVelocity } from './competitor-format';

describe('competitor figures as the tables write them', () => {
  it('writes ratings with one decimal and unknowns as a dash', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(null)).toBe('—');
  });

  it('writes shares as whole percentages, and an unknown one as not available rather than 0%', () => {
    expect(formatShare(0.456)).toBe('46%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(null)).toBe('n/a');
  });

  it('signs the rating’s move', () => {
    expect(formatChange(0.123)).toBe('+0.12');
    expect(formatChange(-0.05)).toBe('−0.05');
    expect(formatChange(0)).toBe('0.00');
  });

  it('writes the pace per month and the rank among the set', () => {
    expect(formatVelocity(4.25)).toBe('4.3 / mo');
    expect(formatRank(2, 5)).toBe('2 of 5');
  });
});
