import {
  type Breakdown,
  type CampaignOverview,
  type CategoryRankItem,
  type ListingOverview,
  type LocationMetrics,
  type MetricTotals,
  REPORT_TOP_ITEMS,
  type ReportColumn,
  type ReportSection,
  type SourceSlice,
} from '@repute/domain';

/**
 * The sections of the ready-made reports, each made from what an existing call answers (the dashboard's metrics,
 * the ask tool's overview, the listings overview, the category rank), so a report says what those screens say.
 */

const column = (key: string, label: string, format: ReportColumn['format']): ReportColumn => ({ key, label, format });

/** Key figures: a row per measure, each with the format of its own value (formatOfCell reads it). */
const FIGURE_COLUMNS = [column('measure', 'Measure', 'text'), column('value', 'Value', 'count')];

export function keyFigures(totals: MetricTotals): ReportSection {
  return {
    key: 'key_figures',
    title: 'Key figures',
    chart: 'figures',
    columns: FIGURE_COLUMNS,
    rows: [
      { measure: 'Average rating', value: totals.average_rating, format: 'rating' },
      { measure: 'Reviews', value: totals.total_reviews, format: 'count' },
      { measure: 'Positive reviews', value: totals.positive_reviews, format: 'count' },
      { measure: 'Negative reviews', value: totals.negative_reviews, format: 'count' },
      { measure: 'Response rate', value: totals.response_rate, format: 'percent' },
      { measure: 'Average response time', value: totals.response_time, format: 'days' },
    ],
  };
}

export function responseFigures(totals: MetricTotals): ReportSection {
  return {
    ...keyFigures(totals),
    key: 'response_figures',
    title: 'Responses at a glance',
    rows: [
      { measure: 'Reviews', value: totals.total_reviews, format: 'count' },
      { measure: 'Reviews responded to', value: totals.responded_reviews, format: 'count' },
      { measure: 'Response rate', value: totals.response_rate, format: 'percent' },
      { measure: 'Average response time', value: totals.response_time, format: 'days' },
    ],
  };
}

export function ratingTrend(breakdown: Breakdown): ReportSection {
  const totals = new Map(breakdown.totals.map((point) => [point.x, point.y]));
  return {
    key: 'rating_trend',
    title: 'Average rating by month',
    chart: 'line',
    columns: [
      column('month', 'Month', 'text'),
      column('rating', 'Average rating', 'rating'),
      column('reviews', 'Reviews', 'count'),
    ],
    rows: breakdown.monthly.map((point) => ({ month: point.x, rating: point.y, reviews: totals.get(point.x) ?? 0 })),
  };
}

export function reviewsByMonth(breakdown: Breakdown): ReportSection {
  return {
    key: 'reviews_by_month',
    title: 'Reviews by month',
    chart: 'bar',
    columns: [column('month', 'Month', 'text'), column('reviews', 'Reviews', 'count')],
    rows: breakdown.totals.map((point) => ({ month: point.x, reviews: point.y })),
  };
}

export function sentimentByMonth(breakdown: Breakdown): ReportSection {
  return {
    key: 'sentiment_by_month',
    title: 'Positive and negative reviews by month',
    chart: 'bar',
    columns: [
      column('month', 'Month', 'text'),
      column('positive', 'Positive', 'count'),
      column('negative', 'Negative', 'count'),
    ],
    rows: breakdown.sentiment.map((point) => ({ month: point.x, positive: point.y1, negative: point.y2 })),
  };
}

export function reviewsBySource(sources: SourceSlice[]): ReportSection {
  return {
    key: 'reviews_by_source',
    title: 'Reviews by source',
    chart: 'bar',
    columns: [
      column('source', 'Source', 'text'),
      column('reviews', 'Reviews', 'count'),
      column('rating', 'Average rating', 'rating'),
    ],
    rows: sources.map((slice) => ({ source: slice.name, reviews: slice.total_reviews, rating: slice.average_rating })),
  };
}

export function reviewsByLocation(locations: LocationMetrics[]): ReportSection {
  return {
    key: 'reviews_by_location',
    title: `Reviews by location (top ${REPORT_TOP_ITEMS})`,
    chart: 'bar',
    columns: [
      column('location', 'Location', 'text'),
      column('reviews', 'Reviews', 'count'),
      column('rating', 'Average rating', 'rating'),
    ],
    rows: locations.map((row) => ({
      location: row.location_name,
      reviews: row.total_reviews,
      rating: row.average_rating,
    })),
  };
}

export function responsesByLocation(locations: LocationMetrics[]): ReportSection {
  return {
    key: 'responses_by_location',
    title: `Response rate by location (top ${REPORT_TOP_ITEMS} by reviews)`,
    chart: 'bar',
    columns: [
      column('location', 'Location', 'text'),
      column('response_rate', 'Response rate', 'percent'),
      column('responded', 'Responded', 'count'),
      column('response_time', 'Average response time', 'days'),
    ],
    rows: locations.map((row) => ({
      location: row.location_name,
      response_rate: row.response_rate,
      responded: row.responded_reviews,
      response_time: row.response_time,
    })),
  };
}

export function locationPerformance(locations: LocationMetrics[]): ReportSection {
  return {
    key: 'location_performance',
    title: `Locations by average rating (top ${REPORT_TOP_ITEMS} by reviews)`,
    chart: 'bar',
    columns: [
      column('location', 'Location', 'text'),
      column('rating', 'Average rating', 'rating'),
      column('reviews', 'Reviews', 'count'),
      column('response_rate', 'Response rate', 'percent'),
      column('response_time', 'Average response time', 'days'),
    ],
    rows: locations.map((row) => ({
      location: row.location_name,
      rating: row.average_rating,
      reviews: row.total_reviews,
      response_rate: row.response_rate,
      response_time: row.response_time,
    })),
  };
}

export function experienceCategories(items: CategoryRankItem[]): ReportSection {
  return {
    key: 'experience_categories',
    title: 'Experience categories',
    chart: 'bar',
    columns: [
      column('category', 'Category', 'text'),
      column('reviews', 'Reviews', 'count'),
      column('positive', 'Positive', 'count'),
    ],
    rows: items.map((item) => ({ category: item.category, reviews: item.total_count, positive: item.positive_count })),
  };
}

const FUNNEL_STAGES = [
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['opened', 'Opened'],
  ['clicked', 'Clicked'],
  ['responded', 'Responded'],
  ['likely_reviews', 'Likely reviews'],
] as const;

export function askToolFunnel(overview: CampaignOverview): ReportSection {
  return {
    key: 'request_funnel',
    title: 'Review requests, from sent to review',
    chart: 'funnel',
    columns: [column('stage', 'Stage', 'text'), column('requests', 'Requests', 'count')],
    rows: FUNNEL_STAGES.map(([key, label]) => ({ stage: label, requests: overview.totals[key] })),
  };
}

export function requestsByLocation(overview: CampaignOverview): ReportSection {
  return {
    key: 'requests_by_location',
    title: `Requests by location (top ${REPORT_TOP_ITEMS})`,
    chart: 'bar',
    columns: [
      column('location', 'Location', 'text'),
      column('sent', 'Sent', 'count'),
      column('clicked', 'Clicked', 'count'),
    ],
    rows: [...overview.by_location]
      .sort((a, b) => b.sent - a.sent)
      .slice(0, REPORT_TOP_ITEMS)
      .map((row) => ({ location: row.location_name, sent: row.sent, clicked: row.clicked })),
  };
}

export function listingsFigures(overview: ListingOverview): ReportSection {
  const inSync = overview.directories.reduce((sum, row) => sum + row.in_sync, 0);
  const total = overview.directories.reduce((sum, row) => sum + row.total, 0);
  return {
    key: 'listings_figures',
    title: 'Listings at a glance',
    chart: 'figures',
    columns: FIGURE_COLUMNS,
    rows: [
      { measure: 'Listings in sync', value: inSync, format: 'count' },
      { measure: 'Listings counted', value: total, format: 'count' },
      { measure: 'In sync', value: overview.sync_ratio, format: 'percent' },
    ],
  };
}

export function listingsByDirectory(overview: ListingOverview): ReportSection {
  return {
    key: 'listings_by_directory',
    title: 'Listings in sync by directory',
    chart: 'bar',
    columns: [
      column('directory', 'Directory', 'text'),
      column('in_sync', 'In sync', 'count'),
      column('total', 'Listings', 'count'),
    ],
    rows: overview.directories.map((row) => ({
      directory: row.directory_name,
      in_sync: row.in_sync,
      total: row.total,
    })),
  };
}
