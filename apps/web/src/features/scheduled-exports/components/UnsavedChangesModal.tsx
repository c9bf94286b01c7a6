import { Button, Group, Modal, Text } from '@mantine/core';
import { SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';

type UnsavedChangesModalProps = { opened: boolean; onKeepEditing: () => void; onDiscard: () => void };

/** Closing the flyout with unsaved edits asks first (spec 000 §2). */
export function UnsavedChangesModal({ opened, onKeepEditing, onDiscard }: UnsavedChangesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title="Discard unsaved changes?"
      centered
      zIndex={400}
      // The choice is made with the two buttons: the Escape that asked must not also answer.
      closeOnEscape={false}
    >
      <Text size="sm" mb="lg">
        Your changes to this scheduled export have not been saved.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onKeepEditing}>
          {SCHEDULED_EXPORT_MESSAGES.keepEditing}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {SCHEDULED_EXPORT_MESSAGES.discardChanges}
        </Button>
      </Group>
    </Modal>
  );
}
