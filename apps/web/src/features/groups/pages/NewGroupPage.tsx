import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { GROUP_MESSAGES } from '@repute/domain/groups';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useCreateGroup } from '../../../shared/entities/groups/groups-api';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { toast } from '../../../shared/ui/toast';
import { LocationPicker, type PickedLocation } from '../components/LocationPicker';

/** /settings/groups/new: a name and, optionally, the group's first locations. */
export function NewGroupPage() {
  const may = useMayCallOf();
  const auth = useAuth();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [locations, setLocations] = useState<PickedLocation[]>([]);
  const [error, setError] = useState<string | undefined>();
  const back = { to: appPath('/settings/groups'), label: 'Back to Groups' };

  if (!may('POST /groups')) {
    return (
      <PermissionScreen
        title="Add Group"
        message="You do not have permission to add groups to this account."
        back={back}
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(GROUP_MESSAGES.nameRequired);
      return;
    }
    create.mutate(
      { account_id: auth?.account_id, name: name.trim(), location_ids: locations.map((location) => location.id) },
      {
        onSuccess: (group) => {
          toast.success(GROUP_TEXT.created(group.name));
          navigate(appPath(`/settings/groups/${group.id}`));
        },
        onError: (failure) => setError(serverFieldErrors(failure).name ?? errorText(failure)),
      },
    );
  };

  return (
    <>
      <PageHeader title="Add Group" back={back} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label="Group Name"
              withAsterisk
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(undefined);
              }}
              onBlur={() => !name.trim() && setError(GROUP_MESSAGES.nameRequired)}
            />
            <LocationPicker label="Locations" value={locations} onChange={setLocations} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(back.to)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add Group
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
