import type { CompetitorFigures } from '@repute/domain/competitors';
import { formatCount } from '../../shared/lib/count-format';

const NONE = '—';

export const formatRating = (rating: number | null) => (rating === null ? NONE : rating.toFixed(1));

/** Written where a figure cannot be known: a competitor's response rate (decision 0164). */
export const NOT_AVAILABLE = 'n/a';

/** A share as a whole percentage; unknown (no source shows the answers) as not available, never as 0%. */
export const formatShare = (share: number | null) => (share === null ? NOT_AVAILABLE : `${Math.round(share * 100)}%`);

/** The rating's move over the window, signed: "+0.12", "−0.05", "0.00". */
export function formatChange(change: number | null): string {
  if (change === null) return NONE;
  if (change === 0) return '0.00';
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(2)}`;
}

/** New reviews per 30 days. */
export const formatVelocity = (velocity: number) => `${velocity.toFixed(1)} / mo`;

export const formatRank = (rank: number, of: number) => `${formatCount(rank)} of ${formatCount(of)}`;

/** The columns every competitor table shows, in order, with how each reads. */
export const FIGURE_COLUMNS: {
  key: keyof CompetitorFigures;
  label: string;
  format: (figures: CompetitorFigures) => string;
  wide?: boolean;
}[] = [
  { key: 'rating', label: 'Rating', format: (figures) => formatRating(figures.rating) },
  { key: 'review_count', label: 'Reviews', format: (figures) => formatCount(figures.review_count) },
  { key: 'new_reviews', label: 'New reviews', format: (figures) => formatCount(figures.new_reviews), wide: true },
  { key: 'velocity', label: 'Velocity', format: (figures) => formatVelocity(figures.velocity), wide: true },
  { key: 'response_rate', label: 'Response rate', format: (figures) => formatShare(figures.response_rate), wide: true },
  {
    key: 'rating_change',
    label: 'Rating change',
    format: (figures) => formatChange(figures.rating_change),
    wide: true,
  },
];
