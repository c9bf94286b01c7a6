import { listPartnerAccountReports } from '@repute/domain/contracts/partner-account-reports';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { PartnerAccountReportsService } from './partner-account-reports.service';

export function partnerAccountReportsRoutes(app: ContractApp, reports: PartnerAccountReportsService): void {
  route(app, listPartnerAccountReports, { config: { responseCache: 'per-session' } }, async (request) => {
    const { rows, total } = await reports.list(callerOf(request), request.query);
    return halList('accounts', rows, total, request.query, '/partner_account_reports', request.query);
  });
}
