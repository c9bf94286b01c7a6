import { countOf, formatCount } from '../../shared/lib/count-format';

const SENTIMENT_LABELS: Record<number, string> = { 1: 'Positive', 0: 'Neutral', [-1]: 'Negative' };

/** 1 positive, 0 neutral, -1 negative (spec 000 §9 sentiment mapping). */
export function sentimentLabel(sentiment: number): string {
  return SENTIMENT_LABELS[sentiment] ?? 'Neutral';
}

/** "26–50 of 7,321 reviews": where the page stands in the whole list. */
export function rangeLabel(page: number, perPage: number, shown: number, total: number): string {
  const count = countOf(total, 'review', 'reviews');
  if (shown === 0) return count;
  const first = (page - 1) * perPage + 1;
  return `${formatCount(first)}–${formatCount(first + shown - 1)} of ${count}`;
}
