import type { Breakdown } from '@repute/domain';
import { monthsBetween } from '@repute/domain/calendar-dates';
import type { DateRange } from '@repute/domain/date-descriptors';

/** One month of the monthly chart: spec 000 §3 "Monthly metrics" joined on x. */
export type MonthPoint = {
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  rating: number | null;
  change: number | null;
  total: number;
  positive: number;
  negative: number;
};

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The API answers only months that have reviews; the chart shows every month of the range, so a quiet month
 * reads as zero reviews instead of vanishing from the axis. Without a start (all time) the axis begins at
 * the first month with reviews.
 */
export function monthlySeries(breakdown: Breakdown, range: DateRange): MonthPoint[] {
  const byMonth = new Map<string, MonthPoint>();
  const pointAt = (x: string) => {
    const month = monthOf(x);
    const point = byMonth.get(month) ?? {
      month: `${month}-01`,
      rating: null,
      change: null,
      total: 0,
      positive: 0,
      negative: 0,
    };
    byMonth.set(month, point);
    return point;
  };
  for (const { x, y, dy } of breakdown.monthly) Object.assign(pointAt(x), { rating: y, change: dy });
  for (const { x, y } of breakdown.totals) pointAt(x).total = y;
  for (const { x, y1, y2 } of breakdown.sentiment) Object.assign(pointAt(x), { positive: y1, negative: y2 });

  const months = [...byMonth.keys()].sort();
  const first = range.from ? monthOf(range.from) : months[0];
  if (!first) return [];
  const last = monthOf(range.to);
  return monthsBetween(first, last).map(pointAt);
}
