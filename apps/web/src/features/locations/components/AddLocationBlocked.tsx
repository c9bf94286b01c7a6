import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import type { useAddLocationGate } from '../hooks/use-add-location-gate';

type AddLocationGate = ReturnType<typeof useAddLocationGate>;
type AddLocationBlockedProps = { block: NonNullable<AddLocationGate['block']>; gate: AddLocationGate };

/** Why the account may not add a location now (spec 001 §6): additions prevented, or the trial's limit reached. */
export function AddLocationBlocked({ block, gate }: AddLocationBlockedProps) {
  const appPath = useAppPath();
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Text fw={600}>{block === 'prevented' ? 'Unable to Add Location' : 'Trial Location Limit Reached'}</Text>
        <Text>
          {block === 'prevented'
            ? gate.preventedText
            : `Your trial includes up to ${gate.trialLimit ?? 'a limited number of'} locations. Upgrade your plan to add more.`}
        </Text>
        {block === 'trial_limit' && (
          <Group>
            <Button component={Link} to={appPath('/settings/billing')} variant="default">
              View Billing
            </Button>
            {gate.canUpgrade && (
              <Button component={Link} to={appPath('/settings/billing/edit')}>
                Upgrade
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
