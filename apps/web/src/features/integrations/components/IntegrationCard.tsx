import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Integration } from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { guidePathOf, stateOf, unavailableReason } from '../integration-state';

type IntegrationCardProps = {
  integration: Integration;
  busy: boolean;
  onConnect: (integration: Integration) => void;
  onDisconnect: (integration: Integration) => void;
  onRequestAccess: (integration: Integration) => void;
};

/** One integration: its name, its state and what can be done with it. */
export function IntegrationCard({ integration, busy, onConnect, onDisconnect, onRequestAccess }: IntegrationCardProps) {
  const state = stateOf(integration);
  const unavailable = unavailableReason(integration);
  const guide = guidePathOf(integration);
  const appPath = useAppPath();
  const { name } = integration;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {state && (
              <Badge color={state.color} variant="light">
                {state.label}
              </Badge>
            )}
          </Group>
          {state?.detail && (
            <Text size="sm" c="dimmed">
              {state.detail}
            </Text>
          )}
          {unavailable && (
            <Text size="sm" c="dimmed">
              {unavailable}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {integration.kind === 'oauth' && integration.integrated && (
            <Button
              variant="default"
              color="red"
              onClick={() => onDisconnect(integration)}
              disabled={busy}
              aria-label={`Disconnect ${name}`}
            >
              Disconnect
            </Button>
          )}
          {integration.kind === 'oauth' && integration.available && (
            <Button
              onClick={() => onConnect(integration)}
              loading={busy}
              aria-label={`${integration.integrated ? 'Reconnect' : 'Connect'} ${name}`}
            >
              {integration.integrated ? 'Reconnect' : 'Connect'}
            </Button>
          )}
          {integration.kind === 'request_access' && !integration.integrated && !integration.requested && (
            <Button
              variant="light"
              onClick={() => onRequestAccess(integration)}
              loading={busy}
              aria-label={`Request access to ${name}`}
            >
              Request access
            </Button>
          )}
          {guide && (
            <Button component={Link} to={appPath(guide)} variant="light" aria-label={`Set up ${name}`}>
              Set up
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
