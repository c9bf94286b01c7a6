import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type DeleteLocationModalProps = {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting a location. */
export function DeleteLocationModal({ name, deleting, onCancel, onConfirm }: DeleteLocationModalProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title="Delete Location">
      <Stack gap="lg">
        <Text>
          Delete {name}? Its hours, holiday hours and directory-specific numbers and websites are deleted with it. This
          cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete Location
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
