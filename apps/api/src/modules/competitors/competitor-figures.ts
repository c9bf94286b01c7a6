import type { CompetitorFigures, OverviewCompetitor } from '@repute/domain';
import type { LocationCounts } from '../metrics';
import type { CompetitorEnds } from './competitors.repo';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The part of the window's new reviews that a month of 30 days gets: the pace the screens compare. */
export const velocityOf = (newReviews: number, windowDays: number) => round((newReviews * 30) / windowDays, 1);

/** A weighted average taken one pair at a time: ratings count as often as the reviews that carry them. */
type Weighing = { sum: number; weight: number };
const weigh = (into: Weighing, value: number | null, weight: number) => {
  if (value !== null && weight > 0) {
    into.sum += value * weight;
    into.weight += weight;
  }
};
const averageOf = (weighing: Weighing) => (weighing.weight === 0 ? null : weighing.sum / weighing.weight);

/**
 * One competitor's ends summed over its sources as the report reads them, place by place: running sums in one
 * object a competitor, beside where its first place is in the ends' columns (which name it), with no array or
 * object a place (decisions 0164, 0178).
 */
export type CompetitorSums = {
  ends: CompetitorEnds;
  at: number;
  reviewCount: number;
  startCount: number;
  rated: Weighing;
  startRated: Weighing;
  answered: Weighing;
};

export const sumsAt = (ends: CompetitorEnds, at: number): CompetitorSums => ({
  ends,
  at,
  reviewCount: 0,
  startCount: 0,
  rated: { sum: 0, weight: 0 },
  startRated: { sum: 0, weight: 0 },
  answered: { sum: 0, weight: 0 },
});

/** Adds the ends of place i (one source of the competitor, read by the window's end) to its competitor's sums. */
export function addEnds(sums: CompetitorSums, i: number) {
  const { ends } = sums;
  const endCount = ends.endCounts[i] as number;
  const startCount = ends.startCounts[i] ?? null;
  sums.reviewCount += endCount;
  sums.startCount += startCount ?? endCount;
  weigh(sums.rated, ends.endRatings[i] ?? null, endCount);
  weigh(sums.startRated, ends.startRatings[i] ?? null, startCount ?? 0);
  weigh(sums.answered, ends.endResponses[i] ?? null, endCount);
}

/**
 * One competitor as the overview lists it, its figures over the window from its ends summed over its sources: its
 * fields named one by one, since the answer is written without a per-field check (decision 0164) and must carry
 * nothing the contract does not.
 */
export function overviewCompetitor(sums: CompetitorSums, windowDays: number): OverviewCompetitor {
  const { ends, at } = sums;
  const newReviews = Math.max(0, sums.reviewCount - sums.startCount);
  const rating = averageOf(sums.rated);
  const startRating = averageOf(sums.startRated);
  const responseRate = averageOf(sums.answered);
  return {
    id: ends.ids[at] as number,
    name: ends.names[at] as string,
    brand_name: ends.brandNames[at] ?? null,
    rating: rating === null ? null : round(rating, 2),
    review_count: sums.reviewCount,
    new_reviews: newReviews,
    velocity: velocityOf(newReviews, windowDays),
    response_rate: responseRate === null ? null : round(responseRate, 2),
    rating_change: rating === null || startRating === null ? null : round(rating - startRating, 2),
  };
}

/** Several competitors (a brand) as one: sums, and averages weighted by their reviews. */
export function combinedFigures(members: CompetitorFigures[], windowDays: number): CompetitorFigures {
  let reviewCount = 0;
  let newReviews = 0;
  const rated: Weighing = { sum: 0, weight: 0 };
  const changed: Weighing = { sum: 0, weight: 0 };
  const answered: Weighing = { sum: 0, weight: 0 };
  for (const figures of members) {
    reviewCount += figures.review_count;
    newReviews += figures.new_reviews;
    weigh(rated, figures.rating, figures.review_count);
    weigh(changed, figures.rating_change, figures.review_count);
    weigh(answered, figures.response_rate, figures.review_count);
  }
  const rating = averageOf(rated);
  const change = averageOf(changed);
  const response = averageOf(answered);
  return {
    rating: rating === null ? null : round(rating, 2),
    review_count: reviewCount,
    new_reviews: newReviews,
    velocity: velocityOf(newReviews, windowDays),
    response_rate: response === null ? null : round(response, 2),
    rating_change: change === null ? null : round(change, 2),
  };
}

/**
 * One of the account's locations over the window: its rating and count over all time by the window's end, its new
 * reviews and the share answered within the window, and the rating's move since the window began.
 */
export function ownFigures(
  counts: {
    allTime: LocationCounts | undefined;
    window: LocationCounts | undefined;
    before: LocationCounts | undefined;
  },
  windowDays: number,
): CompetitorFigures {
  const { allTime, window, before } = counts;
  const rating = allTime && allTime.rated > 0 ? allTime.ratingSum / allTime.rated : null;
  const startRating = before && before.rated > 0 ? before.ratingSum / before.rated : null;
  const newReviews = window?.reviews ?? 0;
  return {
    rating: rating === null ? null : round(rating, 2),
    review_count: allTime?.reviews ?? 0,
    new_reviews: newReviews,
    velocity: velocityOf(newReviews, windowDays),
    response_rate: window && window.reviews > 0 ? round(window.responded / window.reviews, 2) : null,
    rating_change: rating === null || startRating === null ? null : round(rating - startRating, 2),
  };
}

/**
 * Rank 1 is the best rated of a location and its competitors (more reviews first on a tie; unrated last): where the
 * location stands among its competitors.
 */
export function rankAmong(own: CompetitorFigures, others: CompetitorFigures[]): number {
  const better = (figures: CompetitorFigures) =>
    figures.rating !== null &&
    (own.rating === null ||
      figures.rating > own.rating ||
      (figures.rating === own.rating && figures.review_count > own.review_count));
  return 1 + others.filter(better).length;
}
