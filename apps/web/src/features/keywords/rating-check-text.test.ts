import { describe, expect, it } from 'vitest';
import { ratingCheckFigures, ratingNoteSummary } from './rating-check-text';

describe('the rating check words', () => {
  it('give the positive share and the average rating with 2 decimals', () => {
    expect(
      ratingCheckFigures({ positive_share: 0.034, average_rating: 4.9, disagreement: 'negative_in_high_ratings' }),
    ).toBe('3% positive, in reviews averaging 4.90 stars');
    expect(ratingCheckFigures({ positive_share: null, average_rating: null, disagreement: null })).toBe(
      '— positive, in reviews averaging — stars',
    );
  });

  it('count the flagged items in the note', () => {
    expect(ratingNoteSummary(1, 'keyword', 'keywords')).toBe(
      'For 1 keyword, mention sentiment disagrees with the ratings of its reviews.',
    );
    expect(ratingNoteSummary(3, 'category', 'categories')).toBe(
      'For 3 categories, mention sentiment disagrees with the ratings of their reviews.',
    );
  });
});
