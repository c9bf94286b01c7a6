import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Integration } from '@repute/domain';

type DisconnectModalProps = {
  integration: Integration | null;
  pending: boolean;
  onConfirm: (integration: Integration) => void;
  onClose: () => void;
};

/** Asks before disconnecting: reviews stop coming in and responses cannot be posted until it is reconnected. */
export function DisconnectModal({ integration, pending, onConfirm, onClose }: DisconnectModalProps) {
  const name = integration?.name ?? '';
  return (
    <Modal opened={integration !== null} onClose={onClose} title={`Disconnect ${name}`}>
      <Stack gap="lg">
        <Text>
          Disconnect {name}? New {name} reviews stop coming in and responses can no longer be posted there until you
          connect it again. The reviews you already have stay.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={() => integration && onConfirm(integration)}>
            Disconnect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
