import { CHART_COLORS } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { toSourceSlices } from './metrics.mapper';
import type { AggregateRow } from './metrics.repo';

function source(
  sourceId: number,
  totalReviews: number,
  ratingSum = totalReviews * 4,
): AggregateRow & { sourceId: number } {
  return {
    sourceId,
    totalReviews,
    ratedReviews: totalReviews,
    ratingSum,
    positiveReviews: 0,
    negativeReviews: 0,
    respondedReviews: 0,
    responseDays: null,
  };
}

describe('toSourceSlices (the sources pie)', () => {
  it('keeps the top 4 sources by reviews and adds the rest up as Other, in the five chart colors', () => {
    const slices = toSourceSlices([
      source(5, 10),
      source(1, 50),
      source(2, 30),
      source(3, 20, 100),
      source(4, 20),
      source(6, 5, 5),
    ]);
    expect(slices.map((slice) => [slice.source_id, slice.total_reviews])).toEqual([
      [1, 50],
      [2, 30],
      [3, 20],
      [4, 20],
      [null, 15],
    ]);
    expect(slices[4]).toMatchObject({ name: 'Other', percent: 11.1, average_rating: 3 });
    expect(slices.map((slice) => slice.color)).toEqual([...CHART_COLORS]);
    expect(slices.reduce((sum, slice) => sum + slice.total_reviews, 0)).toBe(135);
  });

  it('has no Other with four sources or fewer, and nothing without reviews', () => {
    expect(toSourceSlices([source(1, 3), source(2, 1)]).map((slice) => slice.name)).not.toContain('Other');
    expect(toSourceSlices([])).toEqual([]);
  });
});
