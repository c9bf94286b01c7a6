import { Button, Group, Modal, Text } from '@mantine/core';
import type { PhotoCategory } from '@repute/domain/photos';

type OverridePhotoModalProps = { category: PhotoCategory | null; onCancel: () => void; onConfirm: () => void };

/** Spec 001 §2 "override existing photo confirm": Google keeps one logo and one cover a location. */
export function OverridePhotoModal({ category, onCancel, onConfirm }: OverridePhotoModalProps) {
  const name = category?.toLowerCase() ?? 'photo';
  return (
    <Modal
      opened={category !== null}
      onClose={onCancel}
      title={`Replace the ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="md">
        This location already has a {name}. Uploading this photo replaces it on Google.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Replace</Button>
      </Group>
    </Modal>
  );
}
