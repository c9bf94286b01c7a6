import { z } from 'zod';
import { idSchema } from './whole-numbers';

/**
 * The exportable resources registered on this install (spec 000 §7 "Exports" lists more: keywords, performance,
 * competitors and the rest register theirs when they exist). One name per CSV definition on the server.
 */
export const EXPORT_RESOURCES = [
  'reviews',
  'locations',
  'groups',
  'metric_locations',
  'metric_groups',
  'keywords',
  'keyword_details',
  'experience_categories',
  'location_performance',
  'microsurvey_responses',
  'partner_scorecards',
  'mta_accounts',
  'mta_integrations',
  // The ready-made reports' numbers (issue 30, decision 0140) and the partners' roll-up (0141).
  'visual_executive_summary',
  'visual_reviews_and_ratings',
  'visual_responses',
  'visual_sentiment_and_categories',
  'visual_ask_tool_funnel',
  'visual_listings_health',
  'visual_location_performance',
  'partner_accounts',
  'competitors_overview',
  'competitors_brands',
  // The audit log (issue 31, decision 0158).
  'audit_events',
] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/** Spec 000 §4 "Export": requested, then a file (file_url), no_results or failed (with status_reason). */
export const EXPORT_FILE_STATUSES = ['pending', 'processing', 'complete', 'no_results', 'failed'] as const;
export type ExportFileStatus = (typeof EXPORT_FILE_STATUSES)[number];

/** The filters of an export, as the filter bar has them in the URL: values, comma lists or arrays of values. */
export const exportFiltersSchema = z.record(
  z.string().max(100),
  z.union([
    z.string().max(2000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.string(), z.number()])).max(10_000),
  ]),
);
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

/** POST /export_files/{accountId} (spec 000 §7). */
export const exportFileRequestSchema = z.object({
  resource: z.enum(EXPORT_RESOURCES),
  filters: exportFiltersSchema.default({}),
  file_type: z.literal('csv').default('csv'),
  /** Options of the download; kept with the export as sent (the CSV has one layout per resource). */
  download_options: z.record(z.string(), z.unknown()).optional(),
  request_type: z.string().max(100).optional(),
  /** The resource's own id when an export is of one thing (a microsurvey's responses). */
  resource_id: idSchema.optional(),
  /** E-mail the requester a link when the file is ready. */
  send_email: z.boolean().default(false),
});
export type ExportFileRequest = z.infer<typeof exportFileRequestSchema>;

/** Spec 000 §3 "Export file": id, status, status_reason, file_url. */
export const exportFileSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  resource: z.enum(EXPORT_RESOURCES),
  status: z.enum(EXPORT_FILE_STATUSES),
  status_reason: z.string().nullable(),
  /** Where the file downloads from (with the session), once it is ready. */
  file_url: z.string().nullable(),
  file_name: z.string(),
  rows: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** Spec 000 §9: export-{date YYYY-MM-DD}.csv, the date of the export in the account's time zone. */
export function exportFileName(isoDate: string): string {
  return `export-${isoDate}.csv`;
}
