import { type ReplicaReads, readsOnReplica } from '../../platform/db/replica-reads';
import type { Brand } from '../../platform/mail/brand';
import { defineModule } from '../../platform/modules/module-definition';
import { createScheduledReportPdf } from './scheduled-report-pdf';
import { visualReportsRoutes } from './visual-reports.routes';
import { createVisualReportsService, type VisualReportSources } from './visual-reports.service';

type VisualReportsDeps = VisualReportSources & {
  brandFor: (accountId: number) => Promise<Brand>;
  replicaReads: ReplicaReads;
};

/** The ready-made reports of /visual-reports (issue 30, decision 0140): it owns no table, it reads other modules. */
export const visualReportsModule = defineModule({
  name: 'visual-reports',
  createServices: (_repos, deps: VisualReportsDeps) => {
    const visualReports = createVisualReportsService(deps);
    return { visualReports, scheduledReportPdf: createScheduledReportPdf(visualReports, deps.brandFor) };
  },
  routes: (app, { visualReports }, { deps }) =>
    // A report's reads tolerate the standby's lag (decision 0162).
    visualReportsRoutes(app, {
      reports: readsOnReplica(visualReports, deps.replicaReads, ['report']),
      brandFor: deps.brandFor,
    }),
});
