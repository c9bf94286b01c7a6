import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { User } from '@repute/domain';
import { useDeactivateUser } from '../../../shared/entities/users/users-api';
import { toast } from '../../../shared/ui/toast';
import { userDisplayName } from '../user-display';

type DeactivateUserModalProps = { user: User | null; onClose: () => void };

/** Asks before deactivating: the user keeps their history but can no longer log in. */
export function DeactivateUserModal({ user, onClose }: DeactivateUserModalProps) {
  const deactivate = useDeactivateUser();
  const name = user ? userDisplayName(user) : '';
  return (
    <Modal opened={user !== null} onClose={onClose} title="Deactivate User">
      <Stack gap="lg">
        <Text>
          Deactivate {name}? They will no longer be able to log in. Their reviews, responses and history stay in the
          account.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deactivate.isPending}
            onClick={() =>
              user &&
              deactivate.mutate(user.id, {
                onSuccess: () => {
                  toast.success(`${name} has been deactivated.`);
                  onClose();
                },
              })
            }
          >
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
