import { Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import {
  ScheduleExportFlyout,
  ScheduleExportMenuItem,
  scheduleFiltersOf,
  useScheduleExportFlyout,
} from '../../scheduled-exports';
import { isPartnerSortField, PartnerAccountsTable, type PartnerSort } from '../components/PartnerAccountsTable';
import { ReportSectionCard } from '../components/ReportSectionCard';
import { partnerChartSections } from '../partner-charts';
import { usePartnerAccountReports } from '../reports-api';

/**
 * /partner-account-reports (issue 30, decision 0141): every child account's rating, volume, responses, requests
 * and listings over the chosen dates, as charts and as a sortable, searchable, exportable and schedulable table.
 */
export function PartnerAccountReportsPage() {
  const filters = useFilters({ area: 'dashboard' });
  const { page, keywords, setPage, setKeywords } = usePagedSearchParams();
  const [sort, setSort] = useState<PartnerSort>(null);
  const range = filters.state.range;
  const dates = useMemo(() => (range ? { ...(range.from ? { from: range.from } : {}), to: range.to } : null), [range]);
  const query = dates && {
    ...dates,
    page,
    ...(keywords ? { keywords } : {}),
    ...(sort ? { 'sort[by]': sort.by, 'sort[order]': sort.order } : {}),
  };
  const list = usePartnerAccountReports(query);
  const rows = embedded(list.data, 'accounts');
  const flyout = useScheduleExportFlyout();
  const dateDescriptor = filters.params.dateDescriptor ? filters.state.dateDescriptor : null;

  const onSort = (column: string) => {
    const next = nextSort({ by: sort?.by ?? null, order: sort?.order ?? 'asc' }, column);
    setSort(next && isPartnerSortField(next.by) ? { by: next.by, order: next.order } : null);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Partner Account Reports"
        description="How each of the accounts you manage is doing, side by side."
        actions={
          <ExportMenu
            request={
              dates ? { resource: 'partner_accounts', filters: { ...dates, ...(keywords ? { keywords } : {}) } } : null
            }
          >
            <ScheduleExportMenuItem dateDescriptor={dateDescriptor} onOpen={flyout.open} />
          </ExportMenu>
        }
      />
      <FilterBar filters={filters} controls={['date']} />
      <Stack gap="md" aria-busy={list.isPlaceholderData}>
        {rows.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {partnerChartSections(rows).map((section) => (
              <ReportSectionCard key={section.key} section={section} />
            ))}
          </SimpleGrid>
        )}
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group>
              <SearchInput label="Search accounts" value={keywords} onSearch={setKeywords} />
            </Group>
            {list.isPending && <TableSkeleton label="Loading accounts" />}
            {list.isError && <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>}
            {list.data && rows.length === 0 && <EmptyState title="No accounts">No accounts match.</EmptyState>}
            {rows.length > 0 && <PartnerAccountsTable rows={rows} sort={sort} onSort={onSort} />}
            <ListPagination
              page={page}
              totalPages={list.data?._total_pages ?? 1}
              onChange={setPage}
              label="Account report pages"
            />
          </Stack>
        </Paper>
      </Stack>
      <ScheduleExportFlyout
        opened={flyout.opened}
        editingId={flyout.editingId}
        subject={{ exportType: 'partner_accounts', dateDescriptor, filters: scheduleFiltersOf(filters.state) }}
        onClose={flyout.close}
      />
    </>
  );
}
