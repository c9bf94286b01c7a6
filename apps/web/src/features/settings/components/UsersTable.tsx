import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { User } from '@repute/domain';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { statusOf, userDisplayName } from '../user-display';

export type UserActions = {
  canEdit: boolean;
  canDeactivate: boolean;
  currentUserId: number | undefined;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
};

type UsersTableProps = { users: User[]; actions: UserActions };

export function UsersTable({ users, actions }: UsersTableProps) {
  const withActions = actions.canEdit || actions.canDeactivate;
  return (
    <ResponsiveTableContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th {...WIDE_ONLY}>Email</Table.Th>
            <Table.Th {...WIDE_ONLY}>User Type</Table.Th>
            <Table.Th>Status</Table.Th>
            {withActions && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = userDisplayName(user);
            const protectedUser = user.is_account_owner || user.id === actions.currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={500}>{name}</Text>
                    {user.is_account_owner && (
                      <Badge size="xs" variant="outline">
                        Account owner
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>{user.email}</Table.Td>
                <Table.Td {...WIDE_ONLY}>{user.user_type}</Table.Td>
                <Table.Td>
                  {/* As wide as its word: a long e-mail beside it must not squeeze it to "INVIT…". */}
                  <Badge color={statusOf(user).color} variant="light" miw="max-content">
                    {statusOf(user).label}
                  </Badge>
                </Table.Td>
                {withActions && (
                  <Table.Td>
                    {/* Wraps on a phone, where the name and status are all the rest of the row shows. */}
                    <Group gap="xs" justify="flex-end">
                      {actions.canEdit && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${name}`}
                          onClick={() => actions.onEdit(user)}
                        >
                          Edit
                        </Button>
                      )}
                      {actions.canDeactivate && !protectedUser && user.active && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Deactivate ${name}`}
                          onClick={() => actions.onDeactivate(user)}
                        >
                          Deactivate
                        </Button>
                      )}
                      {actions.canEdit && !user.active && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Reactivate ${name}`}
                          onClick={() => actions.onReactivate(user)}
                        >
                          Reactivate
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
