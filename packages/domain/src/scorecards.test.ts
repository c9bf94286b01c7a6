import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORECARD_STANDARDS, gradeLetter, gradeScorecard } from './scorecards';

const facts = {
  monthly_reviews: 6,
  avg_rating: 4.2,
  negative_replies: 0.5,
  listings_in_sync: 1,
  photos: 0,
};

describe('gradeScorecard', () => {
  it('shows each standard as pass or fail with its value in words', () => {
    const graded = gradeScorecard(DEFAULT_SCORECARD_STANDARDS, facts);
    expect(graded.results.map((result) => [result.code, result.status, result.value_label])).toEqual([
      ['monthly_reviews', 'pass', '6 reviews'],
      ['avg_rating', 'pass', '4.2 stars'],
      ['negative_replies', 'fail', '50%'],
      ['listings_in_sync', 'pass', '100%'],
      ['photos', 'fail', '0 photos'],
    ]);
    expect(graded).toMatchObject({ passed: 3, measured: 5, grade: 'C' });
    expect(graded.results[2]?.standard).toBe('Replies to at least 80% of negative reviews within 2 days');
  });

  it('leaves out what is not measured and what is switched off', () => {
    const standards = { ...DEFAULT_SCORECARD_STANDARDS, photos: { enabled: false, min: 1 } };
    const graded = gradeScorecard(standards, { ...facts, negative_replies: null, listings_in_sync: null });
    expect(graded.results.map((result) => result.code)).not.toContain('photos');
    expect(graded.results.find((result) => result.code === 'negative_replies')).toMatchObject({
      status: 'unknown',
      value_label: 'Not available',
    });
    expect(graded).toMatchObject({ passed: 2, measured: 2, grade: 'A' });
  });

  it('gives letters by the share of standards met, and none when nothing is measured', () => {
    expect([5, 4, 3, 2, 1, 0].map((passed) => gradeLetter(passed, 5))).toEqual(['A', 'B', 'C', 'D', 'F', 'F']);
    expect(gradeLetter(0, 0)).toBeNull();
    expect(gradeScorecard(DEFAULT_SCORECARD_STANDARDS, { ...facts, monthly_reviews: 4 }).results[0]?.status).toBe(
      'fail',
    );
  });
});
