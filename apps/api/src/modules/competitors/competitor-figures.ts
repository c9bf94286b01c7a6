import type { CompetitorFigures } from '@repute/domain';
import type { LocationCounts } from '../metrics';
import type { CompetitorEnds } from './competitors.repo';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The part of the window's new reviews that a month of 30 days gets: the pace the screens compare. */
export const velocityOf = (newReviews: number, windowDays: number) => round((newReviews * 30) / windowDays, 1);

/** Ratings are averaged over the reviews that carry them, so a source with more reviews weighs more. */
function weighted(pairs: { value: number | null; weight: number }[]): number | null {
  const rated = pairs.filter((pair) => pair.value !== null && pair.weight > 0);
  const weight = rated.reduce((sum, pair) => sum + pair.weight, 0);
  if (weight === 0) return null;
  return rated.reduce((sum, pair) => sum + (pair.value ?? 0) * pair.weight, 0) / weight;
}

/** One competitor's figures over the window, from its ends at each source. */
export function competitorFigures(ends: CompetitorEnds[], windowDays: number): CompetitorFigures {
  const reviewCount = ends.reduce((sum, end) => sum + end.end_count, 0);
  const startCount = ends.reduce((sum, end) => sum + (end.start_count ?? end.end_count), 0);
  const newReviews = Math.max(0, reviewCount - startCount);
  const rating = weighted(ends.map((end) => ({ value: end.end_rating, weight: end.end_count })));
  const startRating = weighted(ends.map((end) => ({ value: end.start_rating, weight: end.start_count ?? 0 })));
  const responseRate = weighted(ends.map((end) => ({ value: end.end_response, weight: end.end_count })));
  return {
    rating: rating === null ? null : round(rating, 2),
    review_count: reviewCount,
    new_reviews: newReviews,
    velocity: velocityOf(newReviews, windowDays),
    response_rate: responseRate === null ? null : round(responseRate, 2),
    rating_change: rating === null || startRating === null ? null : round(rating - startRating, 2),
  };
}

/** Several competitors (a brand) as one: sums, and averages weighted by their reviews. */
export function combinedFigures(members: CompetitorFigures[], windowDays: number): CompetitorFigures {
  const reviewCount = members.reduce((sum, figures) => sum + figures.review_count, 0);
  const newReviews = members.reduce((sum, figures) => sum + figures.new_reviews, 0);
  const rating = weighted(members.map((figures) => ({ value: figures.rating, weight: figures.review_count })));
  const change = weighted(members.map((figures) => ({ value: figures.rating_change, weight: figures.review_count })));
  const response = weighted(members.map((figures) => ({ value: figures.response_rate, weight: figures.review_count })));
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
