import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { groupPatchSchema } from '@repute/domain/groups';
import { errorText } from '../../../shared/api/api-error';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { usePatchGroup } from '../../../shared/entities/groups/groups-api';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { toast } from '../../../shared/ui/toast';

type GroupNameFormProps = { group: LocationGroup; editable: boolean };

const toRenameBody = (values: { name: string }) => ({ name: values.name.trim() });

/** Renames a group; names are unique in the account. */
export function GroupNameForm({ group, editable }: GroupNameFormProps) {
  const patch = usePatchGroup();
  const form = useForm({
    initialValues: { name: group.name },
    validateInputOnBlur: true,
    validate: domainResolver<{ name: string }>(groupPatchSchema, { toBody: toRenameBody }),
  });
  const submit = async (values: { name: string }) => {
    // Awaited rather than mutate callbacks: the new name remounts this form before those would run.
    try {
      const saved = await patch.mutateAsync({ id: group.id, body: toRenameBody(values) });
      toast.success(GROUP_TEXT.updated(saved.name));
    } catch (failure) {
      form.setFieldError('name', serverFieldErrors(failure).name ?? errorText(failure));
    }
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Group Name"
          withAsterisk
          disabled={!editable}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
          {...form.getInputProps('name')}
        />
        {editable && (
          <Button type="submit" mt={25} loading={patch.isPending} disabled={form.values.name.trim() === group.name}>
            Rename
          </Button>
        )}
      </Group>
    </form>
  );
}
