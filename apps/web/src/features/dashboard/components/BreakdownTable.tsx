import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { FilterParams } from '@repute/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import type { FilterApiParams } from '../../../shared/filters/filter-state';
import { formatCount } from '../../../shared/lib/count-format';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { type BreakdownKind, type BreakdownSort, type BreakdownSortBy, useBreakdownTable } from '../dashboard-api';
import { formatRate, formatRating, formatResponseTime } from '../metric-format';
import { reviewsLink } from '../reviews-link';

type BreakdownTableProps = {
  kind: BreakdownKind;
  filters: FilterApiParams | null;
  /** The dashboard's URL filters, carried to the reviews list a row links to. */
  linkParams: FilterParams;
};

const NAME_LABEL: Record<BreakdownKind, string> = { location: 'Location', group: 'Group' };
const SORTABLE: readonly string[] = ['name', 'average_rating', 'total_reviews', 'response_rate', 'response_time'];
const isSortBy = (column: string): column is BreakdownSortBy => SORTABLE.includes(column);

/** Metrics per location or per group, sortable and paged; each name opens its reviews with the same filters. */
export function BreakdownTable({ kind, filters, linkParams }: BreakdownTableProps) {
  const appPath = useAppPath();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<BreakdownSort>(null);
  const table = useBreakdownTable(kind, filters, { page, sort });
  const label = `${NAME_LABEL[kind]} metrics`;

  if (table.isError) return <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>;
  if (table.isPending) return <TableSkeleton rows={6} label={`Loading ${label.toLowerCase()}`} />;
  if (table.data.total === 0) return <EmptyState title={kind === 'location' ? 'No locations' : 'No groups'} />;

  const onSort = (column: string) => {
    const next = nextSort({ by: sort?.by ?? null, order: sort?.order ?? 'asc' }, column);
    setSort(next && isSortBy(next.by) ? { by: next.by, order: next.order } : null);
    setPage(1);
  };
  const header = (text: string, column: BreakdownSortBy, visibility?: typeof WIDE_ONLY) => (
    <SortableHeader
      label={text}
      column={column}
      sort={{ by: sort?.by ?? null, order: sort?.order ?? 'asc' }}
      onSort={onSort}
      {...visibility}
    />
  );
  const rowFilter = (id: number) => (kind === 'location' ? { locationId: id } : { groupId: id });

  return (
    <Stack gap="md" aria-busy={table.isPlaceholderData} style={{ opacity: table.isPlaceholderData ? 0.6 : 1 }}>
      <ResponsiveTableContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {header(NAME_LABEL[kind], 'name')}
              {kind === 'group' && <Table.Th {...WIDE_ONLY}>Locations</Table.Th>}
              {header('Reviews', 'total_reviews', WIDE_ONLY)}
              {header('Avg. Rating', 'average_rating')}
              <Table.Th {...WIDE_ONLY}>Positive</Table.Th>
              <Table.Th {...WIDE_ONLY}>Negative</Table.Th>
              {header('Response Rate', 'response_rate', WIDE_ONLY)}
              {header('Avg. Response Time', 'response_time', WIDE_ONLY)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.data.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={appPath(reviewsLink(linkParams, rowFilter(row.id)))} fw={500}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                {kind === 'group' && <Table.Td {...WIDE_ONLY}>{formatCount(row.locationCount ?? 0)}</Table.Td>}
                <Table.Td {...WIDE_ONLY}>{formatCount(row.total_reviews)}</Table.Td>
                <Table.Td>{formatRating(row.average_rating)}</Table.Td>
                <Table.Td {...WIDE_ONLY}>{formatCount(row.positive_reviews)}</Table.Td>
                <Table.Td {...WIDE_ONLY}>{formatCount(row.negative_reviews)}</Table.Td>
                <Table.Td {...WIDE_ONLY}>{formatRate(row.response_rate)}</Table.Td>
                <Table.Td {...WIDE_ONLY}>{formatResponseTime(row.response_time)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTableContainer>
      <Text size="xs" c="dimmed" ta="right">
        {formatCount(table.data.total)} {kind === 'location' ? 'locations' : 'groups'}
      </Text>
      <ListPagination page={page} totalPages={table.data.totalPages} onChange={setPage} label={`${label} pages`} />
    </Stack>
  );
}
