import { CHART_COLORS, type MetricTotals, OTHER_SOURCES_LABEL, SOURCES_PIE_TOP, sourceById } from '@repute/domain';
import type { AggregateRow } from './metrics.repo';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function toTotals(row: AggregateRow): MetricTotals {
  return {
    average_rating: row.ratedReviews > 0 ? round(row.ratingSum / row.ratedReviews, 2) : null,
    total_reviews: row.totalReviews,
    rated_reviews: row.ratedReviews,
    positive_reviews: row.positiveReviews,
    negative_reviews: row.negativeReviews,
    responded_reviews: row.respondedReviews,
    // Unrounded: the screen rounds the percentage once; rounding here too turned 57.849…% into 57.9%.
    response_rate: row.totalReviews > 0 ? row.respondedReviews / row.totalReviews : null,
    response_time: row.responseDays === null ? null : round(row.responseDays, 2),
  };
}

/** Spec 000 §3 "Monthly metrics": rating y with its change dy from the month before, totals, y1/y2 sentiment. */
export function toBreakdown(months: (AggregateRow & { month: string })[]) {
  let previous: number | null = null;
  const monthly = months.map((month) => {
    const y = month.ratedReviews > 0 ? round(month.ratingSum / month.ratedReviews, 2) : null;
    const dy = y !== null && previous !== null ? round(y - previous, 2) : null;
    if (y !== null) previous = y;
    return { x: month.month, y, dy };
  });
  return {
    monthly,
    totals: months.map((month) => ({ x: month.month, y: month.totalReviews })),
    sentiment: months.map((month) => ({ x: month.month, y1: month.positiveReviews, y2: month.negativeReviews })),
  };
}

/** The sources pie: the top 4 by review count, the rest together as 'Other', in the five chart colors. */
export function toSourceSlices(rows: (AggregateRow & { sourceId: number })[]) {
  const sorted = [...rows].sort((a, b) => b.totalReviews - a.totalReviews || a.sourceId - b.sourceId);
  const total = sorted.reduce((sum, row) => sum + row.totalReviews, 0);
  const top = sorted.slice(0, SOURCES_PIE_TOP);
  const rest = sorted.slice(SOURCES_PIE_TOP);
  const slice = (sourceId: number | null, name: string, parts: AggregateRow[], index: number) => {
    const count = parts.reduce((sum, part) => sum + part.totalReviews, 0);
    const rated = parts.reduce((sum, part) => sum + part.ratedReviews, 0);
    const ratingSum = parts.reduce((sum, part) => sum + part.ratingSum, 0);
    return {
      source_id: sourceId,
      name,
      total_reviews: count,
      average_rating: rated > 0 ? round(ratingSum / rated, 2) : null,
      percent: total > 0 ? round((count / total) * 100, 1) : 0,
      color: CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0],
    };
  };
  const slices = top.map((row, index) =>
    slice(row.sourceId, sourceById(row.sourceId)?.name ?? 'Unknown', [row], index),
  );
  if (rest.length > 0) slices.push(slice(null, OTHER_SOURCES_LABEL, rest, SOURCES_PIE_TOP));
  return slices;
}
