import { dateDescriptorOfLegend } from './scheduled-export-dates';
import type { ScheduledExportFilters, ScheduledExportType } from './scheduled-exports';
import { visualReportOfExport } from './visual-reports';

/** The report each export type is scheduled from, where its link leads (decision 0032). */
export function scheduledExportReportPath(type: ScheduledExportType, resourceId: number | null): string {
  switch (type) {
    case 'reviews':
      return '/reviews';
    case 'experience_categories':
      return '/dashboard/keywords/categories';
    case 'keywords':
    case 'keyword_details':
      return '/dashboard/keywords';
    case 'competitors_overview':
      return '/competitors';
    case 'competitors_brands':
      return '/competitors/brands';
    case 'microsurvey_responses':
      return resourceId ? `/request-reviews/microsurveys/${resourceId}/summaries` : '/request-reviews/microsurveys';
    // The dashboard's breakdown tables (By Location, By Group) are where these are scheduled from.
    case 'metric_locations':
    case 'metric_groups':
      return '/dashboard';
    // Issue 30: the report picker reads which report from the query (scheduledExportReportLink sets it).
    case 'visual_executive_summary':
    case 'visual_reviews_and_ratings':
    case 'visual_responses':
    case 'visual_sentiment_and_categories':
    case 'visual_ask_tool_funnel':
    case 'visual_listings_health':
    case 'visual_location_performance':
      return '/visual-reports';
    case 'partner_accounts':
      return '/partner-account-reports';
  }
}

export type ScheduledExportLinkSource = {
  id: number;
  export_type: ScheduledExportType;
  resource_id: number | null;
  date_range_legend: string;
  filters: ScheduledExportFilters;
};

/**
 * The report's URL with the export's settings in the filter bar's query (spec 000 §2): its date as a descriptor,
 * its group, location, source, rating, sentiment and category. With `edit`, flyout_edit=true and export_id open
 * the flyout on the export (the manage screen's rows).
 */
export function scheduledExportReportLink(source: ScheduledExportLinkSource, { edit = false } = {}): string {
  const { filters } = source;
  const params = new URLSearchParams({ dateDescriptor: dateDescriptorOfLegend(source.date_range_legend) });
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(key, String(value));
  };
  set('groupId', filters.group_id);
  set('locationId', filters.location_id);
  set('sourceId', filters.source_id ?? filters.source_ids?.[0]);
  set('rating', filters.rating);
  set('sentiment', filters.sentiment);
  set('category', filters.category);
  set('report', visualReportOfExport(source.export_type));
  if (edit) {
    params.set('flyout_edit', 'true');
    params.set('export_id', String(source.id));
  }
  return `${scheduledExportReportPath(source.export_type, source.resource_id)}?${params}`;
}
