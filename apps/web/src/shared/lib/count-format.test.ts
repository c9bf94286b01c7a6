import { describe, expect, it } from 'vitest';
import { countOf, formatCount, plural } from './count-format';

describe('formatCount', () => {
  it('groups thousands unless asked not to', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, { grouping: false })).toBe('12345');
    expect(formatCount(1.5, { grouping: false })).toBe('1.5');
  });
});

describe('plural', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [1.5, 'other'],
    [21, 'other'],
  ])('%s takes the %s form', (count, form) => {
    expect(plural(count, 'one', 'other')).toBe(form);
  });
});

describe('countOf', () => {
  it('writes the number and the noun that agrees with it', () => {
    expect(countOf(0, 'review', 'reviews')).toBe('0 reviews');
    expect(countOf(1, 'review', 'reviews')).toBe('1 review');
    expect(countOf(7321, 'review', 'reviews')).toBe('7,321 reviews');
    expect(countOf(1234, 'day', 'days', { grouping: false })).toBe('1234 days');
    expect(countOf(1.5, 'day', 'days', { grouping: false })).toBe('1.5 days');
  });

  // The texts it replaced wrote `${n} ${n === 1 ? 'day' : 'days'}` or n.toLocaleString('en-US'): same output.
  it.each([0, 1, 2, 9, 10, 99, 999, 1000, 1001, 12345, 0.5, 1.5, 9.9])(
    'writes %s as the hand-written texts did',
    (n) => {
      const noun = n === 1 ? 'day' : 'days';
      expect(countOf(n, 'day', 'days', { grouping: false })).toBe(`${n} ${noun}`);
      expect(countOf(n, 'day', 'days')).toBe(`${n.toLocaleString('en-US')} ${noun}`);
    },
  );
});
