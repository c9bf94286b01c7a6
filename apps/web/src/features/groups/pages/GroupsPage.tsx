import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useGroupsList } from '../../../shared/entities/groups/groups-api';
import { countOf } from '../../../shared/lib/count-format';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { DeleteGroupModal } from '../components/DeleteGroupModal';
import { GroupsTable } from '../components/GroupsTable';

/** /settings/groups: the account's groups, 25 a page, by name. */
export function GroupsPage() {
  const may = useMayCallOf();
  const appPath = useAppPath();
  const { page, keywords, setPage, setKeywords } = usePagedSearchParams();
  const list = useGroupsList({ page, keywords });
  const [deleting, setDeleting] = useState<LocationGroup | null>(null);
  useEffect(() => {
    if (list.error) toast.alert(GROUP_TEXT.loadGroups, { error: list.error });
  }, [list.error]);
  const totalPages = list.data?._total_pages ?? 1;
  useEffect(() => {
    if (list.data && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [list.data, totalPages, page, setPage]);

  const back = { to: appPath('/settings/locations'), label: 'Back to Locations' };
  if (!may('GET /groups')) {
    return (
      <PermissionScreen
        title="Groups"
        message="You do not have permission to see the groups of this account."
        back={back}
      />
    );
  }
  const groups = embedded(list.data, 'groups');
  return (
    <>
      <PageHeader
        title="Groups"
        description="Groups gather locations for filters, reports and permissions."
        back={back}
        actions={
          may('POST /groups') && (
            <Button component={Link} to={appPath('/settings/groups/new')} leftSection={<IconPlus size={18} />}>
              Add Group
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
              <SearchInput label="Search groups" value={keywords} onSearch={setKeywords} />
            </div>
            {list.data && (
              <Text size="sm" c="dimmed">
                {countOf(list.data._total, 'group', 'groups', { grouping: false })}
              </Text>
            )}
          </Group>
          {list.isPending && <TableSkeleton label="Loading groups" />}
          {list.error && <ErrorAlert>{GROUP_TEXT.loadGroups}</ErrorAlert>}
          {list.data && groups.length === 0 && (
            <EmptyState title={keywords ? 'No groups match your search.' : 'No groups yet.'}>
              {keywords ? undefined : 'Add a group to see data by group.'}
            </EmptyState>
          )}
          {groups.length > 0 && (
            <GroupsTable
              groups={groups}
              canEdit={may('PATCH /groups/:id')}
              canDelete={may('DELETE /groups/:id')}
              onDelete={setDeleting}
            />
          )}
          <ListPagination page={page} totalPages={totalPages} onChange={setPage} label="Groups pages" />
        </Stack>
      </Paper>
      <DeleteGroupModal group={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
