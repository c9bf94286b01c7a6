import { numberFormat } from '@repute/domain/intl-formats';
/**
 * How Location Performance writes its figures (spec 001 §9): scores as n / 100, ratings with 2 decimals, response
 * rate and listings in sync as %, response time in days with 2 decimals. A figure with nothing to measure is a dash.
 */
export const NO_FIGURE = '—';

const twoDecimals = (value: number) => value.toFixed(2);

/** A 0-100 score: '72.45 / 100'. */
export function formatScore(score: number | null): string {
  return score === null ? NO_FIGURE : `${twoDecimals(score)} / 100`;
}

/** Average stars: '4.27'. */
export function formatStars(rating: number | null): string {
  return rating === null ? NO_FIGURE : twoDecimals(rating);
}

/** A 0-1 share as a percentage: 0.8125 → '81.25%'. */
export function formatShare(share: number | null): string {
  return share === null ? NO_FIGURE : `${twoDecimals(share * 100)}%`;
}

/** Days to a response: '1.50 days', '1.00 day'. */
export function formatDays(days: number | null): string {
  if (days === null) return NO_FIGURE;
  const shown = twoDecimals(days);
  return `${shown} ${shown === '1.00' ? 'day' : 'days'}`;
}

/** A whole count with thousands separators: '1,204'. */
export function formatWhole(count: number | null): string {
  return count === null ? NO_FIGURE : numberFormat('en-US').format(count);
}

/** The change of a score from the previous period, signed: '+3.20', '−1.05', '0.00'. */
export function formatDelta(delta: number | null): string {
  if (delta === null) return NO_FIGURE;
  if (delta > 0) return `+${twoDecimals(delta)}`;
  if (delta < 0) return `−${twoDecimals(Math.abs(delta))}`;
  return '0.00';
}

/** Spec 001 §9: ranks 1 to 3 get a medal. */
export type Medal = 'gold' | 'silver' | 'bronze';
const MEDALS: Medal[] = ['gold', 'silver', 'bronze'];

export function medalOf(rank: number): Medal | null {
  return MEDALS[rank - 1] ?? null;
}
