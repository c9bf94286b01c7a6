import { Button, Group, TextInput, Tooltip } from '@mantine/core';
import { SAVED_FILTER_MESSAGES, SAVED_FILTER_NAME_MAX_LENGTH } from '@repute/domain/saved-filters';
import { useState } from 'react';

type SavedFilterNameInputProps = {
  initialName: string;
  error: string | null;
  saving: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  onEdit: () => void;
};

/** The name of a saved filter: Enter submits when it is not empty, Escape cancels (spec 000 §4). */
export function SavedFilterNameInput({
  initialName,
  error,
  saving,
  onSubmit,
  onCancel,
  onEdit,
}: SavedFilterNameInputProps) {
  const [name, setName] = useState(initialName);
  const empty = name.trim() === '';
  const submit = () => {
    if (!empty && !saving) onSubmit(name.trim());
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Saved filter name"
        w={240}
        value={name}
        maxLength={SAVED_FILTER_NAME_MAX_LENGTH}
        error={error}
        data-autofocus
        autoFocus
        onChange={(event) => {
          setName(event.currentTarget.value);
          onEdit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Tooltip label={SAVED_FILTER_MESSAGES.nameRequired} disabled={!empty} withinPortal>
        <Button data-disabled={empty || undefined} aria-disabled={empty} loading={saving} onClick={submit}>
          Save filter
        </Button>
      </Tooltip>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
