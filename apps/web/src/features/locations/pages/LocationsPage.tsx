import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconClockEdit } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { GroupFilter } from '../../../shared/entities/groups/GroupFilter';
import { locationExportFilters } from '../../../shared/entities/locations/location-list-query';
import { useLocationsList } from '../../../shared/entities/locations/locations-api';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { countOf } from '../../../shared/lib/count-format';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { AddLocationButton } from '../components/AddLocationButton';
import { BulkEditHoursModal } from '../components/BulkEditHoursModal';
import { BulkHolidayHoursModal } from '../components/BulkHolidayHoursModal';
import { LocationsTable } from '../components/LocationsTable';
import { useErrorToast } from '../hooks/use-error-toast';
import { readListParams, withListChange } from '../list-params';
import { LOCATION_TEXT } from '../messages';

/** /settings/locations: the paged list with search, sort and group filter (spec 001 §2). */
export function LocationsPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const settings = useAccountSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useLocationsList(params);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState<'hours' | 'holiday_hours' | null>(null);
  useErrorToast(list.error, LOCATION_TEXT.fetchLocations);

  const totalPages = list.data?._total_pages ?? 1;
  // Spec 000 §5: the page stays between 1 and the page count.
  useEffect(() => {
    if (list.data && totalPages >= 1 && params.page > totalPages) {
      setSearchParams((current) => withListChange(current, { page: totalPages }));
    }
  }, [list.data, totalPages, params.page, setSearchParams]);

  const back = { to: appPath('/settings'), label: 'Back to Account & Settings' };
  if (!may('GET /locations')) {
    return (
      <PermissionScreen
        title="Locations"
        message="You do not have permission to see the locations of this account."
        back={back}
      />
    );
  }

  const locations = embedded(list.data, 'locations');
  const canEditHours = may('PATCH /locations/:id');
  const showGroups = may('GET /groups') && settings.data?.groups !== false;
  const filtered = Boolean(params.keywords || params.groupId);
  const hasSpecialHours = settings.data?.special_hours === true;

  return (
    <>
      <PageHeader
        title="Locations"
        description="The places your customers review, with their addresses, hours and holiday hours."
        back={back}
        actions={
          <>
            {showGroups && (
              <Button variant="default" component={Link} to={appPath('/settings/groups')}>
                Manage Groups
              </Button>
            )}
            <ExportMenu request={{ resource: 'locations', filters: locationExportFilters(params) }} />
            <AddLocationButton />
          </>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Group align="flex-end" wrap="wrap" style={{ flex: '1 1 480px' }}>
              <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
                <SearchInput
                  label="Search locations"
                  value={params.keywords}
                  onSearch={(keywords) => setSearchParams((current) => withListChange(current, { keywords }))}
                />
              </div>
              {showGroups && (
                <div style={{ width: 240 }}>
                  <GroupFilter
                    value={params.groupId}
                    onChange={(groupId) => setSearchParams((current) => withListChange(current, { groupId }))}
                  />
                </div>
              )}
            </Group>
            <Group gap="sm">
              {canEditHours && selected.size > 0 && (
                <Button variant="light" leftSection={<IconClockEdit size={18} />} onClick={() => setBulkOpen('hours')}>
                  Edit Hours ({selected.size})
                </Button>
              )}
              {canEditHours && hasSpecialHours && selected.size > 0 && (
                <Button
                  variant="light"
                  leftSection={<IconCalendarPlus size={18} />}
                  onClick={() => setBulkOpen('holiday_hours')}
                >
                  Add Holiday Hours ({selected.size})
                </Button>
              )}
              {list.data && (
                <Text size="sm" c="dimmed">
                  {countOf(list.data._total, 'location', 'locations', { grouping: false })}
                </Text>
              )}
            </Group>
          </Group>
          {list.isPending && <TableSkeleton label="Loading locations" />}
          {list.error && <ErrorAlert>{LOCATION_TEXT.fetchLocations}</ErrorAlert>}
          {list.data && locations.length === 0 && (
            <EmptyState title={filtered ? 'No locations match your search.' : 'No locations yet.'}>
              {filtered ? 'Try other words or another group.' : 'Add the first location to start collecting reviews.'}
            </EmptyState>
          )}
          {locations.length > 0 && (
            <LocationsTable
              locations={locations}
              listQuery={searchParams.toString()}
              sort={{ by: params.sortBy, order: params.sortOrder }}
              onSort={(column) =>
                setSearchParams((current) =>
                  withListChange(current, { sort: nextSort({ by: params.sortBy, order: params.sortOrder }, column) }),
                )
              }
              selection={canEditHours ? { ids: selected, onChange: setSelected } : undefined}
            />
          )}
          <ListPagination
            page={params.page}
            totalPages={totalPages}
            onChange={(page) => setSearchParams((current) => withListChange(current, { page }))}
            label="Locations pages"
          />
        </Stack>
      </Paper>
      <BulkEditHoursModal
        opened={bulkOpen === 'hours'}
        locationIds={[...selected]}
        onClose={(updated) => {
          setBulkOpen(null);
          if (updated) setSelected(new Set());
        }}
      />
      <BulkHolidayHoursModal
        opened={bulkOpen === 'holiday_hours'}
        locationIds={[...selected]}
        onClose={() => setBulkOpen(null)}
      />
    </>
  );
}
