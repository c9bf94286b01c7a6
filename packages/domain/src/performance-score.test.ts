import { describe, expect, it } from 'vitest';
import {
  CLASSIC_FORMULA_WEIGHTS,
  formulaWeights,
  NEW_FORMULA_WEIGHTS,
  ratingConfidence,
  type ScoreEvidence,
  scoreOf,
  scoreTotal,
  shrunkRating,
} from './performance-score';
import { attainment, targetScoreOf } from './performance-targets';

/** docs/scoring.md, "A worked example": every figure of the page's table. */
const EXAMPLE: ScoreEvidence = {
  totalReviews: 12,
  ratedReviews: 10,
  ratingSum: 46,
  respondedReviews: 9,
  responseDays: 1.5,
  ownerPhotos: null,
  listingsInSync: null,
  windowDays: 182,
};

const subscore = (breakdown: ReturnType<typeof scoreOf>, name: string) =>
  breakdown.subscores.find((item) => item.name === name);

describe('the performance score', () => {
  it('computes docs/scoring.md’s worked example figure by figure', () => {
    const breakdown = scoreOf(EXAMPLE, { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4.2 });
    expect(breakdown.adjustedRating).toBe(4.4);
    expect(breakdown.confidence).toBe(0.5);
    expect(subscore(breakdown, 'AverageRating')).toMatchObject({ score: 85, weight: 23.26, contribution: 19.77 });
    expect(subscore(breakdown, 'ReviewVolume')).toMatchObject({ score: 36.16, weight: 51.16, contribution: 18.5 });
    expect(subscore(breakdown, 'ResponseEfficiency')).toMatchObject({
      score: 77.27,
      weight: 25.58,
      contribution: 19.77,
    });
    expect(subscore(breakdown, 'ResponseEfficiency')?.inputs).toEqual([
      { input: 'response_rate', value: 0.75, score: 75, weight: 9.3 },
      { input: 'response_time', value: 1.5, score: 78.57, weight: 16.28 },
    ]);
    expect(subscore(breakdown, 'LLHealth')).toMatchObject({ weight: 0, contribution: 0 });
    expect(subscore(breakdown, 'MediaPresence')).toMatchObject({ weight: 0, contribution: 0 });
    expect(breakdown.total).toBe(58.04);
  });

  it('ranks by the same total as the breakdown shows', () => {
    for (const evidence of [
      EXAMPLE,
      { ...EXAMPLE, ownerPhotos: 3 },
      { ...EXAMPLE, totalReviews: 0, ratedReviews: 0 },
    ]) {
      const context = { weights: CLASSIC_FORMULA_WEIGHTS, accountMeanRating: 3.7 };
      expect(scoreTotal(evidence, context)).toBe(scoreOf(evidence, context).total);
    }
  });

  it('adds up: the contributions are the total and the weights 100', () => {
    for (const weights of [NEW_FORMULA_WEIGHTS, CLASSIC_FORMULA_WEIGHTS]) {
      const breakdown = scoreOf(
        { ...EXAMPLE, ownerPhotos: 4, listingsInSync: 0.5 },
        { weights, accountMeanRating: 3.9 },
      );
      const contributions = breakdown.subscores.reduce((sum, item) => sum + item.contribution, 0);
      expect(breakdown.total).toBeCloseTo(contributions, 9);
      expect(breakdown.subscores.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(100, 1);
    }
  });

  it('shares out the weight of photos and listings while they do not exist', () => {
    const withPhotos = scoreOf(
      { ...EXAMPLE, ownerPhotos: 10 },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4.2 },
    );
    expect(subscore(withPhotos, 'MediaPresence')).toMatchObject({ score: 100, weight: 57, contribution: 57 });
    expect(subscore(withPhotos, 'ReviewVolume')?.weight).toBe(22);
  });

  it('counts a group’s photos per location, as its volume', () => {
    const group = scoreOf(
      { ...EXAMPLE, ownerPhotos: 10, locations: 2 },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4.2 },
    );
    expect(subscore(group, 'MediaPresence')).toMatchObject({ score: 50, weight: 57, contribution: 28.5 });
  });

  it('shrinks a rating towards the account mean by how little evidence there is', () => {
    expect(shrunkRating(10, 2, 4)).toBeCloseTo((10 * 4 + 10) / 12, 9);
    expect(shrunkRating(0, 0, 4.3)).toBe(4.3);
    expect(shrunkRating(0, 0, null)).toBe(3);
    // Two five-star reviews do not outrank a hundred reviews averaging 4.8.
    const few = scoreOf(
      { ...EXAMPLE, ratedReviews: 2, ratingSum: 10 },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4 },
    );
    const many = scoreOf(
      { ...EXAMPLE, ratedReviews: 100, ratingSum: 480 },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4 },
    );
    expect(few.adjustedRating).toBeLessThan(many.adjustedRating);
    expect(ratingConfidence(0)).toBe(0);
    expect(ratingConfidence(90)).toBe(0.9);
  });

  it('scores unanswered reviews’ response time 0 and a location without reviews on rating alone', () => {
    const unanswered = scoreOf(
      { ...EXAMPLE, respondedReviews: 0, responseDays: null },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 4.2 },
    );
    expect(subscore(unanswered, 'ResponseEfficiency')?.score).toBe(0);
    const empty = scoreOf(
      { ...EXAMPLE, totalReviews: 0, ratedReviews: 0, ratingSum: 0, respondedReviews: 0, responseDays: null },
      { weights: NEW_FORMULA_WEIGHTS, accountMeanRating: 5 },
    );
    expect(subscore(empty, 'ResponseEfficiency')?.weight).toBe(0);
    expect(empty.confidence).toBe(0);
    expect(empty.total).toBe(31.25);
  });

  it('uses an admin’s custom weights when custom_score is on', () => {
    const custom = {
      ...CLASSIC_FORMULA_WEIGHTS,
      avg_rating: 100,
      total_reviews: 0,
      response_rate: 0,
      response_time: 0,
      ll_sync_ratio: 0,
      owner_photos_count: 0,
    };
    expect(formulaWeights({ newPerformanceScore: true, customScore: true, customWeights: custom })).toEqual({
      formula: 'custom',
      weights: custom,
    });
    expect(formulaWeights({ newPerformanceScore: true, customScore: false, customWeights: custom }).formula).toBe(
      'new',
    );
    expect(formulaWeights({ newPerformanceScore: false, customScore: true, customWeights: null }).formula).toBe(
      'classic',
    );
    const breakdown = scoreOf(EXAMPLE, { weights: custom, accountMeanRating: 4.2 });
    expect(breakdown.total).toBe(85);
  });
});

describe('the target score', () => {
  it('weighs each target’s attainment, lower being better for the response time', () => {
    expect(attainment('response_time', 2, 1)).toBe(0.5);
    expect(attainment('response_time', 0.5, 1)).toBe(1);
    expect(attainment('avg_rating', 4, 5)).toBe(0.8);
    expect(attainment('total_reviews', null, 5)).toBe(0);
    const measured = new Set(['avg_rating', 'response_time', 'total_reviews'] as const);
    const targets = {
      avg_rating: 5,
      response_time: 1,
      total_reviews: null,
      response_rate: 1,
      owner_photos_count: 10,
      ll_sync_ratio: 1,
    };
    const weights = {
      avg_rating: 30,
      response_time: 10,
      total_reviews: 50,
      response_rate: 0,
      owner_photos_count: 10,
      ll_sync_ratio: 10,
    };
    const actuals = {
      avg_rating: 4,
      response_time: 2,
      total_reviews: 3,
      response_rate: 0.5,
      owner_photos_count: null,
      ll_sync_ratio: null,
    };
    // (30 × 0.8 + 10 × 0.5) / 40: total_reviews has no target, response_rate no weight, photos and listings no data.
    expect(targetScoreOf(targets, weights, actuals, measured)).toBe(72.5);
    expect(targetScoreOf({ ...targets, avg_rating: null, response_time: null }, weights, actuals, measured)).toBeNull();
  });
});
