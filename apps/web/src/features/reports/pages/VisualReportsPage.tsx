import { Group, Select, Stack } from '@mantine/core';
import { VISUAL_REPORT_TITLES, VISUAL_REPORTS, type VisualReportKind, visualReportExportOf } from '@repute/domain';
import { useMemo } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { useFilters } from '../../../shared/filters/use-filters';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import {
  ScheduleExportFlyout,
  ScheduleExportMenuItem,
  scheduleFiltersOf,
  useScheduleExportFlyout,
} from '../../scheduled-exports';
import { PdfMenu } from '../components/PdfMenu';
import { ReportSectionCard } from '../components/ReportSectionCard';
import { useReportKind } from '../report-kind';
import { downloadReportPdf, useVisualReport } from '../reports-api';
import '../reports-print.css';

const REPORT_OPTIONS = VISUAL_REPORTS.map((kind) => ({ value: kind, label: VISUAL_REPORT_TITLES[kind] }));

/**
 * /visual-reports (issue 30, decision 0140): a ready-made report of the filter bar's selection, its charts with
 * their tables, its CSV, its PDF on A4 or Letter, and its scheduled e-mail (a scheduled export of its own type).
 */
export function VisualReportsPage() {
  const accountId = useAuth()?.account_id ?? 0;
  const [kind, setKind] = useReportKind();
  const filters = useFilters({ area: 'dashboard' });
  // The report waits for the range: before the account's today is known it would count all time.
  const params = useMemo(() => (filters.state.range ? filterApiParams(filters.state) : null), [filters.state]);
  const report = useVisualReport(kind, params);
  const flyout = useScheduleExportFlyout();
  const dateDescriptor = filters.params.dateDescriptor ? filters.state.dateDescriptor : null;

  return (
    <>
      <PageHeader
        title="Reports"
        description="Ready-made reports of your reviews, responses, requests and listings, to read, print or send."
        actions={
          <Group gap="sm">
            <PdfMenu
              disabled={params === null}
              download={(paper) => downloadReportPdf(accountId, kind, params ?? {}, paper)}
            />
            <ExportMenu request={params ? { resource: visualReportExportOf(kind), filters: { ...params } } : null}>
              <ScheduleExportMenuItem dateDescriptor={dateDescriptor} onOpen={flyout.open} />
            </ExportMenu>
          </Group>
        }
      />
      <Select
        label="Report"
        data={REPORT_OPTIONS}
        value={kind}
        onChange={(value) => value && setKind(value as VisualReportKind)}
        allowDeselect={false}
        maw={320}
        mb="md"
        className="report-no-print"
      />
      <FilterBar filters={filters} />
      <Stack gap="md" aria-busy={report.isPlaceholderData}>
        {report.isPending && <TableSkeleton label="Loading report" />}
        {report.isError && <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>}
        {report.data?.sections.map((section) => (
          <ReportSectionCard key={`${report.data.report}-${section.key}`} section={section} />
        ))}
      </Stack>
      <ScheduleExportFlyout
        opened={flyout.opened}
        editingId={flyout.editingId}
        subject={{ exportType: visualReportExportOf(kind), dateDescriptor, filters: scheduleFiltersOf(filters.state) }}
        onClose={flyout.close}
      />
    </>
  );
}
