import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useAddGroupLocations, useRemoveGroupLocation } from '../../../shared/entities/groups/groups-api';
import { detailPath } from '../../../shared/entities/locations/location-paths';
import { useLocationsList } from '../../../shared/entities/locations/locations-api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { LocationPicker, type PickedLocation } from './LocationPicker';

type GroupMembersProps = { group: LocationGroup; editable: boolean };

/** The group's locations, 25 a page, with Remove; and a picker that adds more. */
export function GroupMembers({ group, editable }: GroupMembersProps) {
  const appPath = useAppPath();
  const [page, setPage] = useState(1);
  const members = useLocationsList({ page, keywords: '', groupId: group.id, sortBy: null, sortOrder: 'asc' });
  const add = useAddGroupLocations();
  const remove = useRemoveGroupLocation();
  const [picked, setPicked] = useState<PickedLocation[]>([]);
  const locations = embedded(members.data, 'locations');
  const memberIds = new Set(group.location_ids);

  return (
    <Stack gap="md">
      {editable && (
        <Group align="flex-end" gap="sm">
          <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
            <LocationPicker label="Add locations" value={picked} onChange={setPicked} exclude={memberIds} />
          </div>
          <Button
            disabled={picked.length === 0}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { id: group.id, locationIds: picked.map((location) => location.id) },
                {
                  onSuccess: () => {
                    toast.success(GROUP_TEXT.locationsAdded(picked.length, group.name));
                    setPicked([]);
                  },
                  onError: (error) => toast.alert(errorText(error) ?? 'The locations were not added'),
                },
              )
            }
          >
            Add to Group
          </Button>
        </Group>
      )}
      {members.isPending && <TableSkeleton rows={3} label="Loading group locations" />}
      {members.error && <ErrorAlert error={members.error} />}
      {members.data && locations.length === 0 && <EmptyState title="This group has no locations yet." />}
      {locations.length > 0 && (
        <Table verticalSpacing="sm" aria-label="Group locations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>City</Table.Th>
              {editable && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td>
                  <Anchor component={Link} to={appPath(detailPath(location.id))}>
                    {location.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{location.city}</Text>
                </Table.Td>
                {editable && (
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Remove ${location.name} from the group`}
                      onClick={() =>
                        remove.mutate(
                          { id: group.id, locationId: location.id },
                          {
                            onSuccess: () => toast.success(GROUP_TEXT.locationRemoved(location.name, group.name)),
                            onError: (error) => toast.alert(errorText(error) ?? 'The location was not removed'),
                          },
                        )
                      }
                    >
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ListPagination
        page={page}
        totalPages={members.data?._total_pages ?? 1}
        onChange={setPage}
        label="Group locations pages"
      />
    </Stack>
  );
}
