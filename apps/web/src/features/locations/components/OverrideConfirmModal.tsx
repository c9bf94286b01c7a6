import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type OverrideConfirmModalProps = { opened: boolean; onCancel: () => void; onConfirm: () => void };

/** Holiday hours take the place of the regular hours on their dates: confirmed before saving (spec 001 §4). */
export function OverrideConfirmModal({ opened, onCancel, onConfirm }: OverrideConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Override Regular Hours?">
      <Stack gap="lg">
        <Text>
          Holiday hours override this location's regular operating hours on their dates, here and on the directories the
          location is published to.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Continue anyway</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
