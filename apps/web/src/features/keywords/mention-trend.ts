import type { DateRange } from '@repute/domain/date-descriptors';
import { monthsBetween } from '../../shared/lib/months';
import type { MentionTrendPoint } from './keywords-api';

/** One month of the trend chart: reviews that mention it, and its positive and negative mentions. */
export type TrendPoint = { month: string; reviews: number; positive: number; negative: number };

/**
 * The API answers only months with mentions; the chart shows every month of the range so a quiet month reads
 * as zero. Without a start (all time) it begins at the first month with mentions.
 */
export function trendSeries(trend: readonly MentionTrendPoint[], range: DateRange): TrendPoint[] {
  const byMonth = new Map(trend.map((point) => [point.month.slice(0, 7), point]));
  const first = range.from ? range.from.slice(0, 7) : [...byMonth.keys()].sort()[0];
  if (!first) return [];
  return monthsBetween(first, range.to.slice(0, 7)).map((month) => {
    const point = byMonth.get(month);
    return { month, reviews: point?.reviews ?? 0, positive: point?.positive ?? 0, negative: point?.negative ?? 0 };
  });
}
