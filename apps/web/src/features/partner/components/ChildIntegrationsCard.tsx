import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChildAccountIntegrations, ChildIntegration } from '@repute/domain';
import { childIntegrationBadge, childIntegrationDetail } from '../child-integration-text';

type ChildIntegrationsCardProps = {
  account: ChildAccountIntegrations;
  /** The actions the user may take; absent ones are not offered. */
  onSendSetupLink?: (account: ChildAccountIntegrations) => void;
  onSignInLink?: (account: ChildAccountIntegrations) => void;
  onVerify?: (account: ChildAccountIntegrations, integration: ChildIntegration) => void;
  busy: boolean;
};

function IntegrationLine({ integration, action }: { integration: ChildIntegration; action?: React.ReactNode }) {
  const badge = childIntegrationBadge(integration);
  const detail = childIntegrationDetail(integration);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text fw={500} size="sm">
          {integration.name}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={badge.color}>
          {badge.label}
        </Badge>
        {action}
      </Group>
    </Group>
  );
}

/**
 * One child account in Partner Tools (decision 0144): its review sites connected, requested or missing, with the
 * token's expiry or the setup step; the other sites only once requested or active. Send setup link e-mails the owner.
 */
export function ChildIntegrationsCard({
  account,
  onSendSetupLink,
  onSignInLink,
  onVerify,
  busy,
}: ChildIntegrationsCardProps) {
  const oauth = account.integrations.filter((integration) => integration.integration_type === 'oauth');
  const others = account.integrations.filter(
    (integration) => integration.integration_type === 'global_token' && integration.state !== 'missing',
  );
  const headingId = `child-${account.account_id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {account.account_name}
            </Title>
            <Text size="xs" c="dimmed">
              {account.owner_email ? `Owner: ${account.owner_email}` : 'No owner to send a setup link to'}
            </Text>
          </div>
          <Group gap="xs">
            {onSendSetupLink && account.owner_email && (
              <Button size="xs" variant="light" loading={busy} onClick={() => onSendSetupLink(account)}>
                Send setup link
              </Button>
            )}
            {onSignInLink && (
              <Button size="xs" variant="default" onClick={() => onSignInLink(account)}>
                Sign-in link
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {oauth.map((integration) => (
            <IntegrationLine key={integration.id} integration={integration} />
          ))}
          {others.map((integration) => (
            <IntegrationLine
              key={integration.id}
              integration={integration}
              action={
                onVerify &&
                integration.state === 'requested' && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={`Verify ${integration.name} for ${account.account_name}`}
                    onClick={() => onVerify(account, integration)}
                  >
                    Verify
                  </Button>
                )
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
