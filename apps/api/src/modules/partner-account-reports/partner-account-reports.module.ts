import { defineModule } from '../../platform/modules/module-definition';
import { partnerAccountReportsRoutes } from './partner-account-reports.routes';
import { createPartnerAccountReportsService, type PartnerAccountReportsDeps } from './partner-account-reports.service';

/** /partner-account-reports (issue 30, decision 0141): it owns no table, it rolls up other modules' numbers. */
export const partnerAccountReportsModule = defineModule({
  name: 'partner-account-reports',
  createServices: (_repos, deps: PartnerAccountReportsDeps) => ({
    partnerAccountReports: createPartnerAccountReportsService(deps),
  }),
  routes: (app, { partnerAccountReports }) => partnerAccountReportsRoutes(app, partnerAccountReports),
});
