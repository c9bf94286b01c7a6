import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  /** What goes, and that it cannot be undone. */
  text: string;
  confirmLabel: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting something that cannot be brought back. */
export function ConfirmDeleteModal({
  opened,
  title,
  text,
  confirmLabel,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="lg">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
