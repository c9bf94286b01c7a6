import { getCampaignOverview, listCampaignReports } from '@repute/domain/contracts/campaign-reports';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { CampaignReportsService } from './campaign-reports.service';

/** Spec 000 §7's `/reports/{account_id}/campaigns` and `/reports/{account_id}/campaign/overview`. */
export function campaignReportsRoutes(app: ContractApp, reports: CampaignReportsService): void {
  route(app, listCampaignReports, async (request) => {
    const { rows, total } = await reports.campaigns(callerOf(request), request.params.account_id, request.query);
    const href = `/reports/${request.params.account_id}/campaigns`;
    return halList('campaigns', rows, total, request.query, href, request.query);
  });
  route(app, getCampaignOverview, async (request) =>
    reports.overview(callerOf(request), request.params.account_id, request.query),
  );
}
