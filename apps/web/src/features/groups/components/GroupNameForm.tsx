import { Button, Group, TextInput } from '@mantine/core';
import type { Group as LocationGroup } from '@repute/domain/groups';
import { GROUP_MESSAGES } from '@repute/domain/groups';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { GROUP_TEXT } from '../../../shared/entities/groups/group-text';
import { usePatchGroup } from '../../../shared/entities/groups/groups-api';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { toast } from '../../../shared/ui/toast';

type GroupNameFormProps = { group: LocationGroup; editable: boolean };

/** Renames a group; names are unique in the account. */
export function GroupNameForm({ group, editable }: GroupNameFormProps) {
  const patch = usePatchGroup();
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(GROUP_MESSAGES.nameRequired);
      return;
    }
    // Awaited rather than mutate callbacks: the new name remounts this form before those would run.
    try {
      const saved = await patch.mutateAsync({ id: group.id, body: { name: name.trim() } });
      toast.success(GROUP_TEXT.updated(saved.name));
    } catch (failure) {
      setError(serverFieldErrors(failure).name ?? errorText(failure));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Group Name"
          withAsterisk
          value={name}
          error={error}
          disabled={!editable}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        {editable && (
          <Button type="submit" mt={25} loading={patch.isPending} disabled={name.trim() === group.name}>
            Rename
          </Button>
        )}
      </Group>
    </form>
  );
}
