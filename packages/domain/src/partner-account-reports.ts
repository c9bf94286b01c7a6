import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';

/**
 * /partner-account-reports (issue 30, decision 0141): a parent account's roll-up, one row per child account, over
 * the filter bar's dates.
 */
export const PARTNER_REPORT_SORT_FIELDS = [
  'account_name',
  'average_rating',
  'total_reviews',
  'response_rate',
  'response_time',
  'requests_sent',
  'listings_in_sync',
] as const;
export type PartnerReportSortField = (typeof PARTNER_REPORT_SORT_FIELDS)[number];

export const PARTNER_REPORTS_PAGE_SIZE = 25;

export const partnerAccountReportQuerySchema = listQuerySchema({
  perPage: { default: PARTNER_REPORTS_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: PARTNER_REPORT_SORT_FIELDS,
}).extend({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
export type PartnerAccountReportQuery = z.infer<typeof partnerAccountReportQuerySchema>;

export const partnerAccountReportRowSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  average_rating: z.number().nullable(),
  total_reviews: z.number().int(),
  /** Share of reviews with a published response, 0–1. */
  response_rate: z.number().nullable(),
  /** Mean days from a review to its published response. */
  response_time: z.number().nullable(),
  /** Review requests sent in the window. */
  requests_sent: z.number().int(),
  /** Listings in sync now, of the directories counted for the account's locations. */
  listings_in_sync: z.number().int(),
  listings_total: z.number().int(),
});
export type PartnerAccountReportRow = z.infer<typeof partnerAccountReportRowSchema>;
