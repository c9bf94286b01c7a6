import {
  type DateRange,
  EXPORT_RESOURCES,
  type ExportResource,
  type Resource,
  type ScheduledExportFilters,
  type ScheduledExportType,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';

/** The exports module's writeCsv: streams a resource's CSV as the caller may read it. */
export type WriteCsv = (
  caller: Caller,
  request: { resource: ExportResource; filters: Record<string, unknown> },
  output: NodeJS.WritableStream,
) => Promise<{ rows: number }>;

/** A file that goes with a scheduled export's CSV: a visual report's PDF (decision 0140); none for other types. */
export type CompanionFile = (
  caller: Caller,
  request: { exportType: ScheduledExportType; filters: Record<string, unknown>; day: string },
) => Promise<{ filename: string; contentType: string; bytes: Buffer } | undefined>;

/** The resource a recipient must be allowed to read to receive an export of this type. */
export const READ_RESOURCE_OF: Record<ScheduledExportType, Resource> = {
  reviews: 'review',
  experience_categories: 'insights',
  keywords: 'insights',
  keyword_details: 'insights',
  competitors_overview: 'competitor',
  competitors_brands: 'competitor',
  microsurvey_responses: 'request',
  metric_locations: 'metrics',
  metric_groups: 'metrics',
  visual_executive_summary: 'visual_report',
  visual_reviews_and_ratings: 'visual_report',
  visual_responses: 'visual_report',
  visual_sentiment_and_categories: 'visual_report',
  visual_ask_tool_funnel: 'visual_report',
  visual_listings_health: 'visual_report',
  visual_location_performance: 'visual_report',
  partner_accounts: 'visual_report',
};

/** The export types whose CSV is registered on this install (the others register theirs when they exist). */
export function exportResourceOf(type: ScheduledExportType): ExportResource | undefined {
  return (EXPORT_RESOURCES as readonly string[]).includes(type) ? (type as ExportResource) : undefined;
}

/** The export's filters as the resource's list query names them, for the resolved dates. */
export function csvFiltersOf(filters: ScheduledExportFilters, range: DateRange): Record<string, unknown> {
  const wanted: Record<string, unknown> = {
    from: range.from ?? undefined,
    to: range.to,
    location_id: filters.location_id,
    group_id: filters.group_id,
    source_id: filters.source_ids ?? filters.source_id,
    rating: filters.rating,
    sentiment: filters.sentiment,
    category: filters.category,
    sort: filters.sort,
    brand_ids: filters.brand_ids,
  };
  return Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined));
}
