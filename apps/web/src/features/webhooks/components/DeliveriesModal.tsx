import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { WebhookSubscription } from '@repute/domain/outgoing-webhooks';
import { formatDateTime } from '../../../shared/lib/account-time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { useSendWebhookTest, useWebhookDeliveries } from '../webhooks-api';

type DeliveriesModalProps = {
  subscription: WebhookSubscription | null;
  maySendTest: boolean;
  timeZone: string;
  onClose: () => void;
};

const STATUS_COLORS = { pending: 'gray', retrying: 'orange', delivered: 'green', failed: 'red' } as const;
const STATUS_LABELS = { pending: 'Pending', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const;

/** A subscription's latest deliveries (status, attempts, response code) and "Send test". */
export function DeliveriesModal({ subscription, maySendTest, timeZone, onClose }: DeliveriesModalProps) {
  const deliveries = useWebhookDeliveries(subscription?.id ?? null);
  const sendTest = useSendWebhookTest();
  const rows = deliveries.data?._embedded.webhook_deliveries ?? [];

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={subscription !== null}
      onClose={onClose}
      title={`Deliveries to ${subscription?.url ?? ''}`}
      size="xl"
    >
      <Stack gap="sm">
        {maySendTest && subscription && (
          <Group justify="flex-end">
            <Button
              loading={sendTest.isPending}
              onClick={async () => {
                await sendTest.mutateAsync(subscription.id);
                toast.success('Test event sent');
              }}
            >
              Send test
            </Button>
          </Group>
        )}
        {deliveries.isPending && <TableSkeleton label="Loading deliveries" />}
        {deliveries.error && <ErrorAlert error={deliveries.error} />}
        {deliveries.data && rows.length === 0 && (
          <EmptyState title="No deliveries yet">Events appear here as they are sent.</EmptyState>
        )}
        {rows.length > 0 && (
          <ResponsiveTableContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th {...WIDE_ONLY}>Attempts</Table.Th>
                  <Table.Th {...WIDE_ONLY}>Response</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {delivery.event_type}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at, timeZone)}</time>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[delivery.status]}>
                        {STATUS_LABELS[delivery.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td {...WIDE_ONLY}>{delivery.attempts}</Table.Td>
                    <Table.Td {...WIDE_ONLY}>
                      {delivery.response_code ?? '—'}
                      {delivery.last_error && (
                        <Text size="xs" c="dimmed">
                          {delivery.last_error}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTableContainer>
        )}
      </Stack>
    </Modal>
  );
}
