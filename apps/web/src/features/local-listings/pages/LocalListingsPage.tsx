import { Anchor, Badge, Box, Button, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import {
  autoSyncPurchased,
  can,
  INTERNAL_PROVIDER,
  type ListingLocation,
  LOCAL_LISTING_MESSAGES,
} from '@repute/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { AccessRequest } from '../../../shared/feature-requests/AccessRequest';
import { headerCheckboxState, toggledPage, toggledRow } from '../../../shared/lib/page-selection';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { AutoSyncToggle } from '../components/AutoSyncToggle';
import { DirectoryFlyout } from '../components/DirectoryFlyout';
import { ExternalListings } from '../components/ExternalListings';
import { ListingBulkActions, type ListingBulkModals } from '../components/ListingBulkActions';
import { ListingsEmptyState } from '../components/ListingsEmptyState';
import { ListingsFilterBar } from '../components/ListingsFilterBar';
import {
  bulkAutoSyncMessage,
  directoryColumnsPerPage,
  listingDate,
  locationStatusLabel,
  statusColor,
  statusLabel,
} from '../listing-format';
import { listingParamsOf, withListingPage, withListingSort } from '../listing-params';
import { useAutoSync, useListingLocations, useListingProvider } from '../listings-api';
import { useRefreshFailedToast } from '../use-refresh-failed-toast';

/**
 * /dashboard/local_listings (spec 001 §2): every location's sync status on every directory. The bulk hours modals
 * belong to the locations feature: the app hands them in.
 */
export function LocalListingsPage({ bulkModals }: { bulkModals?: ListingBulkModals } = {}) {
  const auth = useAuth();
  const permissions = auth?.permissions ?? {};
  const canRead = can(permissions, 'local_listing', 'read');
  const previewOnly = !canRead && can(permissions, 'local_listing', 'preview');
  if (previewOnly) {
    return (
      <>
        <PageHeader title="Local Listings" />
        <EmptyState title="Keep every location right on every directory">
          Local Listings keeps your locations' details in sync with Google, Facebook, Apple Maps and more. Contact your
          account manager to purchase Auto Sync.
        </EmptyState>
        <Stack align="center" gap="sm">
          <AccessRequest featureName="Local Listing" />
        </Stack>
      </>
    );
  }
  if (!canRead) {
    return <PermissionScreen title="Local Listings" message="You do not have permission to see Local Listings." />;
  }
  return <LocalListings bulkModals={bulkModals} />;
}

const header = <PageHeader title="Local Listings" description="Your locations as each directory shows them." />;

/** The provider chooses the view (spec 001 §2): Repute's own ('internal') table, or the external view (0105). */
function LocalListings({ bulkModals }: { bulkModals?: ListingBulkModals }) {
  const provider = useListingProvider(true);
  if (provider.isError) {
    return (
      <>
        {header}
        <ErrorAlert>{LOCAL_LISTING_MESSAGES.fetchProvider}</ErrorAlert>
      </>
    );
  }
  if (provider.isPending) {
    return (
      <>
        {header}
        <TableSkeleton rows={8} label="Loading locations" />
      </>
    );
  }
  return (
    <>
      {header}
      {provider.data.data.provider === INTERNAL_PROVIDER ? (
        <InternalListings bulkModals={bulkModals} />
      ) : (
        <ExternalListings />
      )}
    </>
  );
}

function InternalListings({ bulkModals }: { bulkModals?: ListingBulkModals }) {
  const may = useMayCallOf();
  const appPath = useAppPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => listingParamsOf(searchParams), [searchParams]);
  const list = useListingLocations(params, true);
  const autoSync = useAutoSync();
  const { width } = useViewportSize();
  const perPage = directoryColumnsPerPage(width || 1280);
  const [columnPage, setColumnPage] = useState(0);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [flyout, setFlyout] = useState<ListingLocation | null>(null);
  // Spec 001 §6: admins see a link to integrate Google, on the integrations page only they may open.
  const isAdmin = may('GET /integrations');
  const canToggle = may('POST /local_listings/publish');
  const settings = useAccountSettings();
  // Spec 001 §4: publishing not purchased disables every toggle, and Publish and Unpublish (the API refuses them).
  const purchased = settings.data ? autoSyncPurchased(settings.data) : true;

  useRefreshFailedToast(list);

  if (list.isPending) return <TableSkeleton rows={8} label="Loading locations" />;
  if (!list.data) return <ErrorAlert>{LOCAL_LISTING_MESSAGES.fetchLocations}</ErrorAlert>;
  const rows = list.data.locations;
  const pageIds = rows.map((row) => row.id);
  const headerState = headerCheckboxState(pageIds, selected);
  if (rows.length === 0) {
    return (
      <>
        <ListingsFilterBar />
        <ListingsEmptyState />
      </>
    );
  }

  const codes = rows[0]?.directories.map((entry) => entry.directory_code) ?? [];
  const pages = Math.max(1, Math.ceil(codes.length / perPage));
  const shownPage = Math.min(columnPage, pages - 1);
  const shownCodes = codes.slice(shownPage * perPage, shownPage * perPage + perPage);
  const allExpanded = rows.every((row) => expanded.has(row.id));
  const bulk = (on: boolean) =>
    autoSync.mutate(
      { on, locationIds: [...selected] },
      {
        onSuccess: () => {
          toast.success(bulkAutoSyncMessage(on, selected.size));
          setSelected(new Set());
        },
        onError: (error) => toast.alert(LOCAL_LISTING_MESSAGES.toggleFailed, { error }),
      },
    );
  const goToPage = (page: number) => setSearchParams((current) => withListingPage(current, page));
  const sort = { by: params.sortBy, order: params.sortOrder };
  const onSort = (column: string) => setSearchParams((current) => withListingSort(current, nextSort(sort, column)));
  const mayPublish = selected.size > 0 && canToggle && purchased;

  return (
    <>
      <ListingsFilterBar />
      {canToggle && !purchased && (
        <Text size="sm" mb="sm" role="note">
          {LOCAL_LISTING_MESSAGES.purchase}
        </Text>
      )}
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Button size="xs" disabled={!mayPublish} onClick={() => bulk(true)}>
            Publish
          </Button>
          <Button size="xs" variant="default" disabled={!mayPublish} onClick={() => bulk(false)}>
            Unpublish
          </Button>
          <ListingBulkActions
            selected={rows.filter((row) => selected.has(row.id))}
            filter={{ locationIds: params.locationIds, groupId: params.groupId }}
            modals={bulkModals}
          />
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setExpanded(allExpanded ? new Set() : new Set(rows.map((row) => row.id)))}
          >
            {allExpanded ? 'Hide all statuses' : 'Expand all statuses'}
          </Button>
          {/* A phone shows no directory columns to page through (decision 0115). */}
          <Group gap="xs" {...WIDE_ONLY}>
            <UnstyledButton
              aria-label="Previous directories"
              disabled={shownPage === 0}
              onClick={() => setColumnPage(shownPage - 1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </UnstyledButton>
            <UnstyledButton
              aria-label="Next directories"
              disabled={shownPage >= pages - 1}
              onClick={() => setColumnPage(shownPage + 1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </UnstyledButton>
          </Group>
        </Group>
      </Group>
      <ResponsiveTableContainer minWidth={700}>
        <Table verticalSpacing="xs" aria-label="Local Listings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  aria-label="Select all locations"
                  checked={headerState === 'checked'}
                  indeterminate={headerState === 'indeterminate'}
                  onChange={() => setSelected(toggledPage(pageIds, selected))}
                />
              </Table.Th>
              <SortableHeader label="Name" column="name" sort={sort} onSort={onSort} />
              <SortableHeader
                label="Last Scanned"
                column="last_checked_at"
                sort={sort}
                onSort={onSort}
                {...WIDE_ONLY}
              />
              <SortableHeader label="Status" column="status" sort={sort} onSort={onSort} />
              <Table.Th scope="col" {...WIDE_ONLY}>
                Auto Sync
              </Table.Th>
              {shownCodes.map((code) => {
                const entry = rows[0]?.directories.find((candidate) => candidate.directory_code === code);
                return (
                  <Table.Th scope="col" key={code} {...WIDE_ONLY}>
                    {entry?.directory_name}
                    {entry?.beta && (
                      <Badge ml={6} size="xs" variant="outline" title={LOCAL_LISTING_MESSAGES.yelpBeta}>
                        BETA
                      </Badge>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const google = row.directories.find((entry) => entry.directory_code === 'google_maps');
              const disabledReason = !purchased
                ? LOCAL_LISTING_MESSAGES.purchase
                : google?.integration_status !== 'active'
                  ? LOCAL_LISTING_MESSAGES.noIntegration
                  : row.listing_status === 'not_eligible'
                    ? 'Not eligible'
                    : null;
              return (
                <Fragment key={row.id}>
                  <Table.Tr data-testid={`listing-${row.id}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${row.name}`}
                        checked={selected.has(row.id)}
                        onChange={() => setSelected(toggledRow(selected, row.id))}
                      />
                    </Table.Td>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => {
                          const next = new Set(expanded);
                          if (next.has(row.id)) next.delete(row.id);
                          else next.add(row.id);
                          setExpanded(next);
                        }}
                        aria-expanded={expanded.has(row.id)}
                        fw={600}
                      >
                        {row.name}
                      </UnstyledButton>
                      <Text size="xs">
                        <Anchor
                          component={Link}
                          to={appPath(`/settings/locations/${row.id}/details?fromLL=true&withEdit=true`)}
                        >
                          Edit
                        </Anchor>
                      </Text>
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>{listingDate(row.last_checked_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="light"
                        color={statusColor(row.status)}
                        size="compact-sm"
                        onClick={() => setFlyout(row)}
                        aria-label={`${locationStatusLabel(row)}: open the directory statuses of ${row.name}`}
                      >
                        {locationStatusLabel(row)}
                      </Button>
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>
                      <AutoSyncToggle
                        locationId={row.id}
                        locationName={row.name}
                        on={row.publishing_enabled}
                        canToggle={canToggle}
                        disabledReason={disabledReason}
                      />
                    </Table.Td>
                    {shownCodes.map((code) => {
                      const entry = row.directories.find((candidate) => candidate.directory_code === code);
                      return (
                        <Table.Td key={code} {...WIDE_ONLY}>
                          {entry && (
                            <Group gap={6} wrap="nowrap">
                              <Box
                                w={8}
                                h={8}
                                bg={`${statusColor(entry.status)}.6`}
                                style={{ borderRadius: 4, flex: 'none' }}
                                aria-hidden
                              />
                              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                                {statusLabel(entry.status, row.open_status)}
                              </Text>
                            </Group>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                  {expanded.has(row.id) &&
                    row.directories.map((entry) => (
                      <Table.Tr key={`${row.id}-${entry.directory_code}`} bg="var(--mantine-color-gray-0)">
                        <Table.Td />
                        <Table.Td pl="lg">{entry.directory_name}</Table.Td>
                        <Table.Td {...WIDE_ONLY}>{listingDate(entry.last_checked_at)}</Table.Td>
                        <Table.Td colSpan={2 + shownCodes.length}>
                          <Group gap="xs">
                            <Badge color={statusColor(entry.status)} variant="light">
                              {statusLabel(entry.status, row.open_status)}
                            </Badge>
                            {entry.status_description && <Text size="sm">{entry.status_description}</Text>}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTableContainer>
      <ListPagination page={list.data.paging.page} totalPages={list.data.paging.total_pages} onChange={goToPage} />
      <DirectoryFlyout
        location={flyout && (rows.find((row) => row.id === flyout.id) ?? flyout)}
        isAdmin={isAdmin}
        onClose={() => setFlyout(null)}
      />
    </>
  );
}
