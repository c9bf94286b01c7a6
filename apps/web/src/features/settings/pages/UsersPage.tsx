import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { User } from '@repute/domain';
import { can } from '@repute/domain/permissions';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { usePatchUser, useUsersList } from '../../../shared/entities/users/users-api';
import { countOf } from '../../../shared/lib/count-format';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { NO_USERS_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { DeactivateUserModal } from '../components/DeactivateUserModal';
import { EditUserModal } from '../components/EditUserModal';
import { UsersTable } from '../components/UsersTable';
import { userDisplayName } from '../user-display';

export function UsersPage() {
  const may = useMayCallOf();
  const auth = useAuth();
  const appPath = useAppPath();
  const permissions = auth?.permissions ?? {};
  const { page, keywords, setPage, setKeywords } = usePagedSearchParams();
  const list = useUsersList(page, keywords);
  const reactivate = usePatchUser();
  const [editing, setEditing] = useState<User | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);

  const totalPages = list.data?._total_pages ?? 1;
  // Spec 000 §5: the page stays between 1 and the page count.
  useEffect(() => {
    if (list.data && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [list.data, totalPages, page, setPage]);

  const back = { to: appPath('/settings'), label: 'Back to Account & Settings' };
  if (!may('GET /users')) {
    return (
      <PermissionScreen
        title="Users"
        message="You do not have permission to see the users of this account."
        back={back}
      />
    );
  }

  const users = embedded(list.data, 'users');
  const onReactivate = (user: User) =>
    reactivate.mutate(
      { id: user.id, body: { active: true } },
      {
        onSuccess: () => toast.success(`${userDisplayName(user)} has been reactivated.`),
        onError: (error) => toast.alert(`Could not reactivate ${userDisplayName(user)}`, { error }),
      },
    );

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone who can log in to this account, and what they may do."
        back={back}
        actions={
          may('POST /users') && (
            <Button component={Link} to={appPath('/settings/users/new')} leftSection={<IconUserPlus size={18} />}>
              Add User
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
              <SearchInput label="Search users" value={keywords} onSearch={setKeywords} />
            </div>
            {list.data && (
              <Text size="sm" c="dimmed">
                {countOf(list.data._total, 'user', 'users', { grouping: false })}
              </Text>
            )}
          </Group>
          {list.isPending && <TableSkeleton label="Loading users" />}
          {list.error && <ErrorAlert error={list.error} />}
          {list.data && users.length === 0 && (
            <EmptyState title={keywords ? 'No users match your search.' : NO_USERS_MESSAGE} />
          )}
          {users.length > 0 && (
            <UsersTable
              users={users}
              actions={{
                // Editing another user is the service's rule (PATCH /users/:id admits anyone to their own name).
                canEdit: can(permissions, 'user', 'update'),
                canDeactivate: may('DELETE /users/:id'),
                currentUserId: auth?.user_id,
                onEdit: setEditing,
                onDeactivate: setDeactivating,
                onReactivate,
              }}
            />
          )}
          <ListPagination page={page} totalPages={totalPages} onChange={setPage} label="Users pages" />
        </Stack>
      </Paper>
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <DeactivateUserModal user={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}
