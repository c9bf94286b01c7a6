import { z } from 'zod';
import {
  campaignOverviewQuerySchema,
  campaignOverviewSchema,
  campaignReportQuerySchema,
  campaignReportRowSchema,
} from '../campaign-reports';
import { halListSchema } from '../hal';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** Spec 000 §7's `/reports/{account_id}/campaigns` and `/reports/{account_id}/campaign/overview`. */

const tags = ['review requests'];
const accountParams = z.object({ account_id: idSchema });

export const listCampaignReports = endpoint({
  method: 'GET',
  path: '/reports/:account_id/campaigns',
  params: accountParams,
  query: campaignReportQuerySchema,
  responses: { 200: halListSchema('campaigns', campaignReportRowSchema) },
  tags,
});

export const getCampaignOverview = endpoint({
  method: 'GET',
  path: '/reports/:account_id/campaign/overview',
  params: accountParams,
  query: campaignOverviewQuerySchema,
  responses: { 200: campaignOverviewSchema },
  tags,
});
