import type { PartnerAccountReportQuery, ReportPaperSize, VisualReportKind } from '@repute/domain';
import { listPartnerAccountReports } from '@repute/domain/contracts/partner-account-reports';
import { downloadVisualReportPdf, getVisualReport } from '@repute/domain/contracts/visual-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { endpointPath } from '../../shared/api/endpoint-path';
import { useAuth } from '../../shared/auth/use-auth';
import { saveFile } from '../../shared/exports/save-file';
import type { FilterApiParams } from '../../shared/filters/filter-state';

export const reportsKeys = {
  report: (accountId: number, kind: VisualReportKind, filters: FilterApiParams) =>
    ['visual-reports', accountId, kind, filters] as const,
  partner: (accountId: number, query: Partial<PartnerAccountReportQuery>) =>
    ['partner-account-reports', accountId, query] as const,
};

/** A ready-made report for the filter bar's selection; `filters` is null until the dates are known. */
export function useVisualReport(kind: VisualReportKind, filters: FilterApiParams | null) {
  const accountId = useAuth()?.account_id ?? 0;
  const params = filters ?? {};
  return useQuery({
    queryKey: reportsKeys.report(accountId, kind, params),
    queryFn: () => callEndpoint(getVisualReport, { params: { account_id: accountId, report: kind }, query: params }),
    enabled: accountId > 0 && filters !== null,
    placeholderData: keepPreviousData,
  });
}

/** The report as the server draws it, saved under the name it gives. */
export async function downloadReportPdf(
  accountId: number,
  kind: VisualReportKind,
  filters: FilterApiParams,
  paper: ReportPaperSize,
) {
  const path = endpointPath(downloadVisualReportPdf.path, { account_id: accountId, report: kind });
  const file = await api.getFile(path, { ...filters, paper });
  saveFile(file.blob, file.filename ?? `${kind}.pdf`);
}

export function usePartnerAccountReports(query: Partial<PartnerAccountReportQuery> | null) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: reportsKeys.partner(accountId, query ?? {}),
    queryFn: () => callEndpoint(listPartnerAccountReports, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
