import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { groupCreateSchema } from '@repute/domain/groups';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { useCreateGroup } from '../../../shared/entities/groups/groups-api';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { toast } from '../../../shared/ui/toast';
import { LocationPicker, type PickedLocation } from '../components/LocationPicker';

type NewGroupValues = { name: string; locations: PickedLocation[] };

const toGroupBody = (values: NewGroupValues) => ({
  name: values.name.trim(),
  location_ids: values.locations.map((location) => location.id),
});

/** /settings/groups/new: a name and, optionally, the group's first locations. */
export function NewGroupPage() {
  const may = useMayCallOf();
  const auth = useAuth();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const form = useForm<NewGroupValues>({
    initialValues: { name: '', locations: [] },
    validateInputOnBlur: true,
    validate: domainResolver<NewGroupValues>(groupCreateSchema, { toBody: toGroupBody }),
  });
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

  const submit = (values: NewGroupValues) =>
    create.mutate(
      { account_id: auth?.account_id, ...toGroupBody(values) },
      {
        onSuccess: (group) => {
          toast.success(GROUP_TEXT.created(group.name));
          navigate(appPath(`/settings/groups/${group.id}`));
        },
        onError: (failure) => form.setFieldError('name', serverFieldErrors(failure).name ?? errorText(failure)),
      },
    );

  return (
    <>
      <PageHeader title="Add Group" back={back} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <TextInput label="Group Name" withAsterisk {...form.getInputProps('name')} />
            <LocationPicker
              label="Locations"
              value={form.values.locations}
              onChange={(locations) => form.setFieldValue('locations', locations)}
            />
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
