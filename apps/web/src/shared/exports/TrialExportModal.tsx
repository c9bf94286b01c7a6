import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../auth/use-app-path';
import { TRIAL_EXPORT_TEXT } from './export-text';

type TrialExportModalProps = { opened: boolean; isAdmin: boolean; onClose: () => void };

/** The trial export restriction (spec 001 §5/§6): Upgrade now for admins, the others ask their administrator. */
export function TrialExportModal({ opened, isAdmin, onClose }: TrialExportModalProps) {
  const appPath = useAppPath();
  return (
    <Modal opened={opened} onClose={onClose} title={TRIAL_EXPORT_TEXT.title}>
      <Stack gap="lg">
        <Text>
          {TRIAL_EXPORT_TEXT.body} {isAdmin ? TRIAL_EXPORT_TEXT.admin : TRIAL_EXPORT_TEXT.others}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TRIAL_EXPORT_TEXT.close}
          </Button>
          {isAdmin && (
            // Spec 001 §2: trial restrictions link to the upgrade page.
            <Button component={Link} to={appPath('/settings/billing/edit')}>
              {TRIAL_EXPORT_TEXT.upgrade}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
