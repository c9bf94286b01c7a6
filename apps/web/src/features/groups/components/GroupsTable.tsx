import { Anchor, Button, Group, Table } from '@mantine/core';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ResponsiveTableContainer } from '../../../shared/ui/ResponsiveTableContainer';

type GroupsTableProps = {
  groups: LocationGroup[];
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (group: LocationGroup) => void;
};

export function GroupsTable({ groups, canEdit, canDelete, onDelete }: GroupsTableProps) {
  const appPath = useAppPath();
  return (
    <ResponsiveTableContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Locations</Table.Th>
            {(canEdit || canDelete) && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Anchor component={Link} to={appPath(`/settings/groups/${group.id}`)} fw={500}>
                  {group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{group.location_count}</Table.Td>
              {(canEdit || canDelete) && (
                <Table.Td>
                  {/* Wraps on a phone, beside the name and the count. */}
                  <Group gap="xs" justify="flex-end">
                    {canEdit && (
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={appPath(`/settings/groups/${group.id}`)}
                        aria-label={`Edit ${group.name}`}
                      >
                        Edit
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Delete ${group.name}`}
                        onClick={() => onDelete(group)}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
