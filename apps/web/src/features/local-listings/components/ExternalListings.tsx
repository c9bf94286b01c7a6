import { Anchor, Badge, Table, Text } from '@mantine/core';
import { type ListingLocation, LOCAL_LISTING_MESSAGES } from '@repute/domain';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { listingDate, locationStatusLabel, statusColor } from '../listing-format';
import { EXTERNAL_DEFAULT_SORT, listingParamsOf, withListingPage, withListingSort } from '../listing-params';
import { useListingLocations } from '../listings-api';
import { useRefreshFailedToast } from '../use-refresh-failed-toast';
import { ListingsEmptyState } from './ListingsEmptyState';
import { ListingsFilterBar } from './ListingsFilterBar';

const addressOf = (row: ListingLocation) =>
  [row.address, row.city, [row.state_code, row.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The external view (spec 001 §2, decision 0105): an outside provider publishes the account's listings, so the
 * page shows what the directories hold, without Auto Sync or bulk actions.
 */
export function ExternalListings() {
  const appPath = useAppPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => listingParamsOf(searchParams, EXTERNAL_DEFAULT_SORT), [searchParams]);
  const list = useListingLocations(params, true);

  useRefreshFailedToast(list);

  if (list.isPending) return <TableSkeleton rows={8} label="Loading locations" />;
  if (!list.data) return <ErrorAlert>{LOCAL_LISTING_MESSAGES.fetchLocations}</ErrorAlert>;
  const rows = list.data.locations;
  const sort = { by: params.sortBy, order: params.sortOrder };
  const onSort = (column: string) => setSearchParams((current) => withListingSort(current, nextSort(sort, column)));
  const goToPage = (page: number) => setSearchParams((current) => withListingPage(current, page));

  return (
    <>
      <ListingsFilterBar />
      {rows.length === 0 ? (
        <ListingsEmptyState />
      ) : (
        <>
          <ResponsiveTableContainer minWidth={700}>
            <Table verticalSpacing="xs" aria-label="Local Listings">
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader label="Name" column="name" sort={sort} onSort={onSort} />
                  <Table.Th scope="col" {...WIDE_ONLY}>
                    Address
                  </Table.Th>
                  <Table.Th scope="col" {...WIDE_ONLY}>
                    Top Directories
                  </Table.Th>
                  <SortableHeader
                    label="Last Published"
                    column="last_published_at"
                    sort={sort}
                    onSort={onSort}
                    {...WIDE_ONLY}
                  />
                  <SortableHeader label="Status" column="status" sort={sort} onSort={onSort} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid={`listing-${row.id}`}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={appPath(`/settings/locations/${row.id}/details?fromLL=true`)}
                        fw={600}
                      >
                        {row.name}
                      </Anchor>
                      {row.public_name && row.public_name !== row.name && (
                        <Text size="xs" c="dimmed">
                          {row.public_name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>{addressOf(row) || '--'}</Table.Td>
                    <Table.Td {...WIDE_ONLY}>{row.pct_valid_top_directories}%</Table.Td>
                    <Table.Td {...WIDE_ONLY}>{listingDate(row.last_published_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColor(row.status)} variant="light">
                        {locationStatusLabel(row)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
          <ListPagination page={list.data.paging.page} totalPages={list.data.paging.total_pages} onChange={goToPage} />
        </>
      )}
    </>
  );
}
