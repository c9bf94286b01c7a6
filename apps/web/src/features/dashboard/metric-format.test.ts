import { describe, expect, it } from 'vitest';
import { formatRate, formatRating, formatRatingChange, formatResponseTime, NO_VALUE } from './metric-format';

describe('formatResponseTime', () => {
  it.each([
    [null, NO_VALUE],
    [0, 'Under a minute'],
    [1 / 1440, '1 minute'],
    [45 / 1440, '45 minutes'],
    [59.4 / 1440, '59 minutes'],
    [1 / 24, '1 hour'],
    [5.4 / 24, '5 hours'],
    [23.4 / 24, '23 hours'],
    // 23.6 hours is closer to a day than to 23 hours.
    [23.6 / 24, '1 day'],
    [1, '1 day'],
    [1.46, '1.5 days'],
    [2.04, '2 days'],
    [9.94, '9.9 days'],
    [12.6, '13 days'],
  ])('%s days reads %s', (days, text) => {
    expect(formatResponseTime(days)).toBe(text);
  });
});

describe('number formats', () => {
  it('groups counts and rounds rates and ratings', () => {
    expect(formatRate(0.6184)).toBe('61.8%');
    expect(formatRate(0.56)).toBe('56.0%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatRate(null)).toBe(NO_VALUE);
    expect(formatRating(4.3)).toBe('4.30');
    expect(formatRating(null)).toBe(NO_VALUE);
  });

  it('signs a rating change', () => {
    expect(formatRatingChange(0.123)).toBe('+0.12');
    expect(formatRatingChange(-0.05)).toBe('−0.05');
    expect(formatRatingChange(0)).toBe('0.00');
  });
});
