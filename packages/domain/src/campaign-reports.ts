import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { reportWindowShape } from './report-window';

/** What came of the requests sent within the dates (issue 15 §4); likely_reviews is explained in decision 0080. */
const countsShape = {
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  responded: z.number().int(),
  likely_reviews: z.number().int(),
};
export const campaignReportCountsSchema = z.object(countsShape);
export type CampaignReportCounts = z.infer<typeof campaignReportCountsSchema>;

export const campaignReportQuerySchema = listQuerySchema().extend(reportWindowShape);
export const campaignOverviewQuerySchema = z.object(reportWindowShape);

export const campaignReportRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  request_type_id: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  last_sent_at: z.string(),
  ...countsShape,
});
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;

export const campaignOverviewSchema = z.object({
  totals: campaignReportCountsSchema,
  by_channel: z.array(z.object({ request_type_id: z.string(), ...countsShape })),
  by_location: z.array(z.object({ location_id: z.number().int(), location_name: z.string(), ...countsShape })),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;
