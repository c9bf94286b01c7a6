import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Integration } from '@repute/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useFeatureFlag } from '../../../shared/feature-flags/use-feature-flag';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { DisconnectModal } from '../components/DisconnectModal';
import { IntegrationCard } from '../components/IntegrationCard';
import { connectResult, groupIntegrations, withoutConnectResult } from '../integration-state';
import { useConnect, useDisconnect, useIntegrations, useRequestAccess } from '../integrations-api';

/** /settings/integrations: the catalogue of spec 000 §8 with the account's state, for admins (spec 000 §6). */
export function IntegrationsPage() {
  const appPath = useAppPath();
  const [params, setParams] = useSearchParams();
  // Admins only (spec 000 §6): the rule of the route that lists them.
  const isAdmin = useMayCall('GET /integrations');
  // Spec 000 §6: Zapier is hidden unless its feature flag is on.
  const list = useIntegrations(useFeatureFlag('zapier'), isAdmin);
  const connect = useConnect();
  const disconnect = useDisconnect();
  const requestAccess = useRequestAccess();
  const [disconnecting, setDisconnecting] = useState<Integration | null>(null);
  const result = connectResult(params);
  /** The OAuth result is told once: closing its alert, or doing anything else here, removes it from the address. */
  const clearResult = () => {
    if (result) setParams((current) => withoutConnectResult(current), { replace: true });
  };

  const back = { to: appPath('/settings'), label: 'Back to Account & Settings' };
  if (!isAdmin) {
    return (
      <PermissionScreen
        title="Integrations"
        message="Only admins can see and manage the integrations of this account."
        back={back}
      />
    );
  }

  const busyWith = (integration: Integration) =>
    (connect.isPending && connect.variables?.id === integration.id) ||
    (requestAccess.isPending && requestAccess.variables?.id === integration.id);

  const onConnect = (integration: Integration) =>
    connect.mutate(integration, {
      onError: (error) => toast.alert(`Could not connect ${integration.name}`, { error }),
    });
  const onRequestAccess = (integration: Integration) =>
    requestAccess.mutate(integration, {
      onSuccess: () => {
        clearResult();
        toast.success(`Access to ${integration.name} has been requested.`);
      },
      onError: (error) => toast.alert(`Could not request access to ${integration.name}`, { error }),
    });
  const onDisconnect = (integration: Integration) =>
    disconnect.mutate(integration, {
      onSuccess: () => {
        clearResult();
        toast.success(`${integration.name} has been disconnected.`);
        setDisconnecting(null);
      },
      onError: (error) => toast.alert(`Could not disconnect ${integration.name}`, { error }),
    });

  const groups = groupIntegrations(list.data ?? []);
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect the sites your customers review you on, and the apps you work with."
        back={back}
      />
      <Stack gap="xl">
        {result && (
          <Alert
            color={result.ok ? 'green' : 'red'}
            variant="light"
            icon={result.ok ? <IconCircleCheck aria-hidden /> : undefined}
            role={result.ok ? 'status' : 'alert'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={clearResult}
          >
            {result.message}
          </Alert>
        )}
        {list.isPending && <TableSkeleton rows={6} />}
        {list.isError && <ErrorAlert error={list.error} title="The integrations could not be loaded" />}
        {list.isSuccess && groups.length === 0 && <EmptyState title="No integrations are available" />}
        {groups.map((group) => (
          <Stack key={group.kind} gap="sm" component="section" aria-labelledby={`integrations-${group.kind}`}>
            <div>
              <Title order={2} size="h4" id={`integrations-${group.kind}`}>
                {group.title}
              </Title>
              <Text size="sm" c="dimmed">
                {group.description}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {group.integrations.map((integration) => (
                <IntegrationCard
                  key={integration.id}
                  integration={integration}
                  busy={busyWith(integration)}
                  onConnect={onConnect}
                  onDisconnect={setDisconnecting}
                  onRequestAccess={onRequestAccess}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
      <DisconnectModal
        integration={disconnecting}
        pending={disconnect.isPending}
        onConfirm={onDisconnect}
        onClose={() => setDisconnecting(null)}
      />
    </>
  );
}
