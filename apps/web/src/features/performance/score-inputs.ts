import type { ScoreInput, SubscoreName } from '@repute/domain';
import { formatDays, formatShare, formatStars, formatWhole, NO_FIGURE } from './performance-format';

/** What each input and subscore is called on screen (docs/scoring.md's names). */
export const INPUT_LABELS: Record<ScoreInput, string> = {
  avg_rating: 'Average rating (adjusted)',
  total_reviews: 'Reviews',
  response_rate: 'Response rate',
  response_time: 'Response time',
  owner_photos_count: 'Owner photos',
  ll_sync_ratio: 'Listings in sync',
};

/** A target is of the rating as reviews gave it, not the adjusted one the score uses. */
export const TARGET_LABELS: Record<ScoreInput, string> = { ...INPUT_LABELS, avg_rating: 'Average rating' };

export const SUBSCORE_LABELS: Record<SubscoreName, string> = {
  AverageRating: 'Average Rating',
  ReviewVolume: 'Review Volume',
  ResponseEfficiency: 'Response Efficiency',
  LLHealth: 'Listings Health',
  MediaPresence: 'Media Presence',
};

/** An input's value as the row writes it: rates as %, time in days, ratings with 2 decimals. */
export function formatInput(input: ScoreInput, value: number | null): string {
  if (value === null) return NO_FIGURE;
  switch (input) {
    case 'avg_rating':
      return formatStars(value);
    case 'response_rate':
    case 'll_sync_ratio':
      return formatShare(value);
    case 'response_time':
      return formatDays(value);
    default:
      return formatWhole(value);
  }
}

/** A weight in percent: '57%', '21.43%'. */
export function formatWeight(weight: number): string {
  return `${Number(weight.toFixed(2))}%`;
}
