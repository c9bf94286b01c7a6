import { visualReportOfExport, visualReportQuerySchema } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { Brand } from '../../platform/mail/brand';
import { renderReportPdf } from './report-pdf';
import type { VisualReportsService } from './visual-reports.service';

/** The filters as a query string has them: the one schema reads both (as the CSVs' filters are read). */
const asQuery = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  );

/**
 * A scheduled visual report's PDF, attached beside its CSV (decision 0140), on A4: the report of the run's
 * filters as its owner may read it. Other export types have none.
 */
export function createScheduledReportPdf(
  reports: Pick<VisualReportsService, 'report'>,
  brandFor: (accountId: number) => Promise<Brand>,
) {
  return async (caller: Caller, request: { exportType: string; filters: Record<string, unknown>; day: string }) => {
    const kind = visualReportOfExport(request.exportType);
    if (!kind) return undefined;
    const query = visualReportQuerySchema.parse(asQuery(request.filters));
    const report = await reports.report(caller, caller.accountId, kind, query);
    return {
      filename: `${kind}-${request.day}.pdf`,
      contentType: 'application/pdf',
      bytes: await renderReportPdf(report, await brandFor(report.account_id), 'a4'),
    };
  };
}
