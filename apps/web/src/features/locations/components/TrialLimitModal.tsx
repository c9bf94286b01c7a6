import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';

type TrialLimitModalProps = { opened: boolean; limit: number | null; canUpgrade: boolean; onClose: () => void };

/** A trial account at its location limit: upgrading (linked to billing) lifts it (spec 001 §2, §9). */
export function TrialLimitModal({ opened, limit, canUpgrade, onClose }: TrialLimitModalProps) {
  const appPath = useAppPath();
  return (
    <Modal opened={opened} onClose={onClose} title="Trial Location Limit Reached">
      <Stack gap="lg">
        <Text>
          Your trial includes up to {limit ?? 'a limited number of'} locations, and this account has reached that limit.{' '}
          {canUpgrade ? 'Upgrade your plan to add more locations.' : 'Contact your administrator to upgrade the plan.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={appPath('/settings/billing')}>
            View Billing
          </Button>
          {canUpgrade && (
            <Button component={Link} to={appPath('/settings/billing/edit')}>
              Upgrade
            </Button>
          )}
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
