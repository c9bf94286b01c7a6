import type { RatingCheck } from '@repute/domain';
import { countOf, plural } from '../../shared/lib/count-format';
import { formatAverageRating } from './insights-format';

/** The figures behind a flag: "0% positive, in reviews averaging 4.90 stars". */
export function ratingCheckFigures(check: RatingCheck): string {
  const share = check.positive_share === null ? '—' : `${Math.round(check.positive_share * 100)}%`;
  return `${share} positive, in reviews averaging ${formatAverageRating(check.average_rating)} stars`;
}

/** The note's first sentence: "For 2 keywords, mention sentiment disagrees with the ratings of their reviews." */
export function ratingNoteSummary(flagged: number, one: string, other: string): string {
  const whose = plural(flagged, 'its', 'their');
  return `For ${countOf(flagged, one, other)}, mention sentiment disagrees with the ratings of ${whose} reviews.`;
}
