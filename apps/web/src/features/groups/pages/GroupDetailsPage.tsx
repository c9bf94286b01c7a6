import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useGroup } from '../../../shared/entities/groups/groups-api';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { DeleteGroupModal } from '../components/DeleteGroupModal';
import { GroupMembers } from '../components/GroupMembers';
import { GroupNameForm } from '../components/GroupNameForm';

/** /settings/groups/{groupId}: rename the group, change its locations, or delete it. */
export function GroupDetailsPage() {
  const may = useMayCallOf();
  const id = Number(useParams().groupId) || 0;
  const appPath = useAppPath();
  const navigate = useNavigate();
  const group = useGroup(id);
  const [deleting, setDeleting] = useState(false);
  const back = { to: appPath('/settings/groups'), label: 'Back to Groups' };

  if (group.isPending) return <PageLoader label="Loading group" />;
  if (!group.data) {
    const missing = isApiError(group.error) && group.error.status === 404;
    return (
      <>
        <PageHeader title="Group" back={back} />
        <ErrorAlert>{missing ? 'This group does not exist or was deleted.' : GROUP_TEXT.loadGroups}</ErrorAlert>
      </>
    );
  }
  const editable = may('PATCH /groups/:id');
  return (
    <>
      <PageHeader
        title={group.data.name}
        back={back}
        actions={
          may('DELETE /groups/:id') && (
            <Button variant="light" color="red" onClick={() => setDeleting(true)}>
              Delete Group
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <GroupNameForm key={group.data.name} group={group.data} editable={editable} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            Locations
          </Title>
          <GroupMembers group={group.data} editable={editable} />
        </Paper>
      </Stack>
      <DeleteGroupModal
        group={deleting ? group.data : null}
        onClose={(deleted) => {
          setDeleting(false);
          if (deleted) navigate(back.to);
        }}
      />
    </>
  );
}
