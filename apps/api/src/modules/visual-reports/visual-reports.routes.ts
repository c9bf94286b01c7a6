import { downloadVisualReportPdf, getVisualReport } from '@repute/domain/contracts/visual-reports';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { Brand } from '../../platform/mail/brand';
import { renderReportPdf } from './report-pdf';
import type { VisualReportsService } from './visual-reports.service';

export type VisualReportsRouteDeps = { reports: VisualReportsService; brandFor: (accountId: number) => Promise<Brand> };

/** /visual-reports' calls (decision 0140): a report's sections, and the same report drawn as a PDF. */
export function visualReportsRoutes(app: ContractApp, { reports, brandFor }: VisualReportsRouteDeps): void {
  route(app, getVisualReport, { config: { responseCache: 'per-session' } }, async (request) =>
    reports.report(callerOf(request), request.params.account_id, request.params.report, request.query),
  );

  route(app, downloadVisualReportPdf, async (request, reply) => {
    const { paper, ...query } = request.query;
    const report = await reports.report(callerOf(request), request.params.account_id, request.params.report, query);
    const pdf = await renderReportPdf(report, await brandFor(report.account_id), paper);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${report.report}-${day}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(pdf);
  });
}
