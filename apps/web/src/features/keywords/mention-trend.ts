import { monthsBetween } from '@repute/domain/calendar-dates';
import type { DateRange } from '@repute/domain/date-descriptors';
import type { TrendPoint } from './keywords-api';

/** One month of the trend chart (YYYY-MM): positive and negative mentions, and all of them. */
export type TrendMonth = { month: string; positive: number; negative: number; total: number };

/**
 * The API answers only months with mentions; the chart shows every month of the range so a quiet month reads
 * as zero. Without a start (all time) it begins at the first month with mentions.
 */
export function trendSeries(points: readonly TrendPoint[], range: DateRange): TrendMonth[] {
  const byMonth = new Map(points.map((point) => [point.period.slice(0, 7), point]));
  const first = range.from ? range.from.slice(0, 7) : [...byMonth.keys()].sort()[0];
  if (!first) return [];
  return monthsBetween(first, range.to.slice(0, 7)).map((month) => {
    const point = byMonth.get(month);
    return { month, positive: point?.positive ?? 0, negative: point?.negative ?? 0, total: point?.total ?? 0 };
  });
}
