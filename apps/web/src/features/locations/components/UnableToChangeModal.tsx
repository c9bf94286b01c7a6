import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAuth } from '../../../shared/auth/use-auth';
import { useWhitelabel } from '../../../shared/session/session-queries';
import { contactAdvice } from '../location-rules';

type UnableToChangeModalProps = {
  kind: 'add' | 'delete' | null;
  /** Why: the server's text or the spec's, e.g. "Can't delete the last location on the account." */
  reason: string;
  onClose: () => void;
};

/** The Unable to Add/Delete Location modal (spec 001 §6): the reason, and whom to contact. */
export function UnableToChangeModal({ kind, reason, onClose }: UnableToChangeModalProps) {
  const auth = useAuth();
  const whitelabel = useWhitelabel();
  const isWhitelabel = auth?.isWhitelabel ?? false;
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'delete' ? 'Unable to Delete Location' : 'Unable to Add Location'}
    >
      <Stack gap="lg">
        <Text>{reason}</Text>
        <Text>{contactAdvice(isWhitelabel, whitelabel.data?.support_email)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
