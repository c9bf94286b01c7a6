import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type RemoveReviewSourceModalProps = {
  sourceName: string | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before removing a review-site page: its reviews stay, but the source is no longer read. */
export function RemoveReviewSourceModal({ sourceName, removing, onCancel, onConfirm }: RemoveReviewSourceModalProps) {
  return (
    <Modal opened={sourceName !== null} onClose={onCancel} title="Remove Review Source">
      <Stack gap="lg">
        <Text>
          Remove the {sourceName} page of this location? Reviews already collected stay; new ones from {sourceName} are
          no longer read.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={removing}>
            Cancel
          </Button>
          <Button color="red" loading={removing} onClick={onConfirm}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
