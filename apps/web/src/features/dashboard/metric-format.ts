import { countOf } from '../../shared/lib/count-format';
/** How the dashboard writes its numbers. A metric with nothing to measure (no rated reviews, say) shows a dash. */
export const NO_VALUE = '—';

/** Response times write their numbers without thousands separators. */
const BARE = { grouping: false };

/** Average stars with two decimals, as the API rounds them. */
export function formatRating(value: number | null): string {
  return value === null ? NO_VALUE : value.toFixed(2);
}

/** A 0–1 share as a percentage with one decimal, so a column of them lines up: 0.6184 → 61.8%, 0.56 → 56.0%. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_VALUE : `${(rate * 100).toFixed(1)}%`;
}

/** A month's rating change, signed: +0.12, −0.05, or 0.00. */
export function formatRatingChange(change: number): string {
  if (change > 0) return `+${change.toFixed(2)}`;
  if (change < 0) return `−${Math.abs(change).toFixed(2)}`;
  return '0.00';
}

/**
 * The mean time to answer, given in days by the API, in the unit a person would say it in: minutes under
 * an hour, hours under a day, days with one decimal under ten, whole days above.
 */
export function formatResponseTime(days: number | null): string {
  if (days === null) return NO_VALUE;
  const minutes = Math.round(days * 24 * 60);
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return countOf(minutes, 'minute', 'minutes', BARE);
  const hours = Math.round(days * 24);
  if (hours < 24) return countOf(hours, 'hour', 'hours', BARE);
  const shown = days < 10 ? Number(days.toFixed(1)) : Math.round(days);
  return countOf(shown, 'day', 'days', BARE);
}
