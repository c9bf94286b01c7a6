import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@repute/domain/audit-log';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

function Part({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 320, overflow: 'auto' }}>
        {shown(value)}
      </Code>
    </Stack>
  );
}

/** What an entry changed: the body sent, and the resource before and after (decision 0158). */
export function AuditEventDetails({ event }: { event: AuditEvent }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Part label="Request" value={event.body} />
      <Part label="Before" value={event.before} />
      <Part label="After" value={event.after} />
    </SimpleGrid>
  );
}
