import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating-label';

describe('ratingLabel', () => {
  it("names ratings in the filter's words", () => {
    expect(ratingLabel(0)).toBe('No rating');
    expect(ratingLabel(1)).toBe('1 star');
    expect(ratingLabel(5)).toBe('5 stars');
  });
});
