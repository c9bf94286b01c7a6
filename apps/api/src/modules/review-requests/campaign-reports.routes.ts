import {
  campaignOverviewQuerySchema,
  campaignOverviewSchema,
  campaignReportQuerySchema,
  campaignReportRowSchema,
  halListSchema,
  idSchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halList } from '../../platform/http/hal';
import type { TypedApp } from '../../platform/http/routing';
import type { CampaignReportsService } from './campaign-reports.service';

const TAGS = ['review requests'];
const accountParams = z.object({ account_id: idSchema });

/** Spec 000 §7's `/reports/{account_id}/campaigns` and `/reports/{account_id}/campaign/overview`. */
export function campaignReportsRoutes(app: TypedApp, reports: CampaignReportsService): void {
  app.get(
    '/reports/:account_id/campaigns',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        querystring: campaignReportQuerySchema,
        response: { 200: halListSchema('campaigns', campaignReportRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await reports.campaigns(callerOf(request), request.params.account_id, request.query);
      const href = `/reports/${request.params.account_id}/campaigns`;
      return halList('campaigns', rows, total, request.query, href, request.query);
    },
  );
  app.get(
    '/reports/:account_id/campaign/overview',
    {
      schema: {
        tags: TAGS,
        params: accountParams,
        querystring: campaignOverviewQuerySchema,
        response: { 200: campaignOverviewSchema },
      },
    },
    async (request) => reports.overview(callerOf(request), request.params.account_id, request.query),
  );
}
