import { describe, expect, it } from 'vitest';
import { type RatedMention, ratingDisagreements, summariseMentions } from './index';

const mentions = (subject: string, sentiment: -1 | 0 | 1, rating: number | null, count: number): RatedMention[] =>
  Array.from({ length: count }, () => ({ subject, sentiment, rating }));

describe('mention sentiment against review ratings', () => {
  it('sums mentions per subject with the mean rating of the rated ones', () => {
    expect(
      summariseMentions([...mentions('wait', 1, 5, 2), ...mentions('wait', -1, 2, 1), ...mentions('wait', 0, 0, 3)]),
    ).toEqual([{ subject: 'wait', positive: 2, neutral: 3, negative: 1, averageRating: 4 }]);
    expect(summariseMentions(mentions('menu', 0, null, 1))).toEqual([
      { subject: 'menu', positive: 0, neutral: 1, negative: 0, averageRating: null },
    ]);
  });

  it('flags mostly negative mentions in high ratings and mostly positive ones in low ratings', () => {
    const flagged = ratingDisagreements([
      // "0 positive, 294 negative" beside neutral ones in 5-star reviews.
      ...mentions('dentist', -1, 5, 30),
      ...mentions('dentist', 0, 5, 40),
      ...mentions('refund', 1, 1, 25),
      ...mentions('refund', -1, 2, 5),
      // As the ratings say.
      ...mentions('hygienist', 1, 5, 40),
      ...mentions('billing', -1, 1, 40),
    ]);
    expect(flagged.map((flag) => [flag.subject, flag.reading])).toEqual([
      ['dentist', 'negative in high ratings'],
      ['refund', 'positive in low ratings'],
    ]);
  });

  it('leaves alone what is too few, split, or middling', () => {
    expect(
      ratingDisagreements([
        ...mentions('crown', -1, 5, 19),
        ...mentions('parking', -1, 5, 13),
        ...mentions('parking', 1, 5, 7),
        ...mentions('music', -1, 4, 30),
      ]),
    ).toEqual([]);
  });
});
