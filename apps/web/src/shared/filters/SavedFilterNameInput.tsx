import { Button, Group, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  SAVED_FILTER_MESSAGES,
  SAVED_FILTER_NAME_MAX_LENGTH,
  validateSavedFilterName,
} from '@repute/domain/saved-filters';

type SavedFilterNameInputProps = {
  initialName: string;
  /** The user's other saved filters' names: a name may not be one of them. */
  otherNames?: readonly string[];
  /** The server's refusal of the name last sent. */
  error: string | null;
  saving: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  onEdit: () => void;
};

/**
 * The name of a saved filter: Enter submits when it is not empty, Escape cancels (spec 000 §4). The name is
 * checked on submit by the rule the API applies (validateSavedFilterName).
 */
export function SavedFilterNameInput({
  initialName,
  otherNames = [],
  error,
  saving,
  onSubmit,
  onCancel,
  onEdit,
}: SavedFilterNameInputProps) {
  const form = useForm({
    initialValues: { name: initialName },
    // Checked on submit only: an error shown on leaving the inline field would move the buttons beside it
    // under the pointer that is clicking Cancel; an empty name is explained by the button's tooltip instead.
    validate: { name: (name: string) => validateSavedFilterName(name, otherNames) },
  });
  // The button says why it does nothing while the domain finds no name at all.
  const empty = validateSavedFilterName(form.values.name, []) === SAVED_FILTER_MESSAGES.nameRequired;
  const submit = form.onSubmit(({ name }) => {
    if (!saving) onSubmit(name.trim());
  });
  const field = form.getInputProps('name');

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Saved filter name"
        w={240}
        maxLength={SAVED_FILTER_NAME_MAX_LENGTH}
        data-autofocus
        autoFocus
        {...field}
        error={field.error ?? error}
        onChange={(event) => {
          field.onChange(event);
          onEdit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!empty) submit();
          }
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Tooltip label={SAVED_FILTER_MESSAGES.nameRequired} disabled={!empty} withinPortal>
        <Button
          data-disabled={empty || undefined}
          aria-disabled={empty}
          loading={saving}
          onClick={() => !empty && submit()}
        >
          Save filter
        </Button>
      </Tooltip>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
