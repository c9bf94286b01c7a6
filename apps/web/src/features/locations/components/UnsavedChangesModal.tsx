import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

type UnsavedChangesModalProps = { blocker: Blocker };

/** Asks before leaving a form with changes: keep editing, or discard them and go. */
export function UnsavedChangesModal({ blocker }: UnsavedChangesModalProps) {
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Unsaved Changes">
      <Stack gap="lg">
        <Text>You have unsaved changes to this location. If you leave now, they will be lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Keep Editing
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Discard Changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
