import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { RESPONSE_MESSAGES, type Response } from '@repute/domain/reviews';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { formatDateTime } from '../../../shared/lib/account-time';
import { RESPONSE_STATUS_VIEWS } from './response-status';

type ResponseCardProps = {
  response: Response;
  /** Edit and Delete, when the caller may change this response. */
  actions?: ReactNode;
};

/** The business's answer under the review: its text, where it stands (spec 000 §4) and what can be done. */
export function ResponseCard({ response, actions }: ResponseCardProps) {
  const status = RESPONSE_STATUS_VIEWS[response.status];
  // The server's description says whether a retry follows; the spec's message stands in when it gave none.
  const failure = status.message && (response.status_description ?? status.message);
  // In the account's time zone, like the review's own dates.
  const { timeZone } = useAccountCalendar();
  return (
    <Paper component="section" withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-label="Response">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Response
            </Text>
            <Badge
              variant="light"
              color={status.color}
              leftSection={status.pending ? <Loader size={10} color={status.color} /> : undefined}
            >
              {status.label}
            </Badge>
            {response.status === 'published' && response.published_at && (
              <Text size="xs" c="dimmed">
                {formatDateTime(response.published_at, timeZone)}
              </Text>
            )}
          </Group>
          {actions && <Group gap={4}>{actions}</Group>}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {response.content}
        </Text>
        {response.read_only && (
          <Text size="xs" c="dimmed">
            {RESPONSE_MESSAGES.readOnly}
          </Text>
        )}
        {failure && (
          <Alert variant="light" color={status.color} icon={<IconAlertTriangle size={16} />} p="xs">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
