import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { WebhookSubscription } from '@repute/domain/outgoing-webhooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ListPanel } from '../../../shared/ui/ListPanel';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { useConfirmedDelete } from '../../../shared/ui/use-confirmed-delete';
import { DeliveriesModal } from '../components/DeliveriesModal';
import { NewWebhookModal } from '../components/NewWebhookModal';
import { useDeleteWebhook, useWebhookSubscriptions } from '../webhooks-api';

/**
 * /settings/webhooks (issue 31, decision 0153): the URLs the account's events are sent to, each with its delivery
 * log and "Send test"; adding and deleting for those who may.
 */
export function WebhooksPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const { timeZone } = useAccountCalendar();
  const subscriptions = useWebhookSubscriptions();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<WebhookSubscription | null>(null);
  const confirmDelete = useConfirmedDelete<WebhookSubscription>({
    remove: remove,
    title: 'Delete webhook',
    text: (row) => `No more events are sent to ${row.url}. Its delivery log goes with it.`,
    confirmLabel: 'Delete webhook',
    done: 'Webhook deleted',
  });
  const list = subscriptions.data?._embedded.webhook_subscriptions ?? [];
  const mayCreate = may('POST /webhook_subscriptions');
  const mayDelete = may('DELETE /webhook_subscriptions/:id');
  const mayReadLog = may('GET /webhook_subscriptions/:id/deliveries');

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Send review, response, review request, listing and export events to your own systems as they happen, signed with a secret of each webhook."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={
          mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New webhook
            </Button>
          )
        }
      />
      <ListPanel
        query={subscriptions}
        count={list.length}
        loadingLabel="Loading webhooks"
        emptyTitle="No webhooks yet"
        emptyText="Events are sent once a webhook is added."
        minWidth={640}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Endpoint</Table.Th>
              <Table.Th {...WIDE_ONLY}>Events</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td>
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {subscription.url}
                  </Text>
                  {subscription.description && (
                    <Text size="xs" c="dimmed">
                      {subscription.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  <Group gap={4}>
                    {subscription.events.map((event) => (
                      <Badge key={event} variant="light" tt="none">
                        {event}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {mayReadLog && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setViewing(subscription)}
                        aria-label={`Deliveries to ${subscription.url}`}
                      >
                        Deliveries
                      </Button>
                    )}
                    {mayDelete && confirmDelete.button(subscription, subscription.url)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListPanel>
      <NewWebhookModal opened={creating} onClose={() => setCreating(false)} />
      <DeliveriesModal
        subscription={viewing}
        maySendTest={may('POST /webhook_subscriptions/:id/test')}
        timeZone={timeZone}
        onClose={() => setViewing(null)}
      />
      {confirmDelete.modal}
    </>
  );
}
