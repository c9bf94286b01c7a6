import { Anchor, Stack } from '@mantine/core';
import type { PerformanceRow } from '@repute/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import type { PerformancePage } from '../performance-api';
import type { PerformanceView } from '../performance-query';
import { PERFORMANCE_TEXT } from '../performance-text';
import { PerformanceTable } from './PerformanceTable';

type PerformanceResultsProps = {
  overview: UseQueryResult<PerformancePage>;
  view: PerformanceView;
  /** The groups view of an account without groups says so instead of an empty table. */
  hasNoGroups: boolean;
  /** Location create in the locations view, group create in the groups view (spec 001 §6). */
  canAdd: boolean;
  isAdmin: boolean;
  onPage: (page: number) => void;
  table: Omit<Parameters<typeof PerformanceTable>[0], 'rows' | 'view'>;
};

/** The table with its loading, error and empty states (spec 001 §8 "Location Performance"). */
export function PerformanceResults({
  overview,
  view,
  hasNoGroups,
  canAdd,
  isAdmin,
  onPage,
  table,
}: PerformanceResultsProps) {
  const appPath = useAppPath();
  if (overview.isError) {
    return (
      <Stack gap="md">
        <ErrorAlert>{PERFORMANCE_TEXT.fetchAlert}</ErrorAlert>
        <EmptyState title={PERFORMANCE_TEXT.tableError} />
      </Stack>
    );
  }
  if (overview.isPending) return <TableSkeleton rows={10} label="Loading location performance" />;
  const rows: PerformanceRow[] = overview.data._embedded.location_performance_overview;
  if (view === 'groups' && hasNoGroups) return <EmptyState title={PERFORMANCE_TEXT.noGroups} />;
  if (rows.length === 0) {
    return (
      <EmptyState title={PERFORMANCE_TEXT.empty}>
        {canAdd ? PERFORMANCE_TEXT.emptyHint(view) : PERFORMANCE_TEXT.emptyHintWithoutCreate}
        {isAdmin && view === 'locations' && (
          <>
            {' '}
            <Anchor component={Link} to={appPath('/settings/integrations')} size="sm">
              {PERFORMANCE_TEXT.integrateAccount}
            </Anchor>
          </>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" aria-busy={overview.isPlaceholderData}>
      <PerformanceTable rows={rows} view={view} {...table} />
      <ListPagination
        page={overview.data._page}
        totalPages={overview.data._total_pages}
        onChange={onPage}
        label="Location performance pages"
      />
    </Stack>
  );
}
