import { Badge, Code, Loader, Table, Text } from '@mantine/core';
import type { HttpMethod } from '../../../shared/api/http-client';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import type { TriageResult } from '../triage-api';

type TriageCallRowProps = { method: HttpMethod; result: TriageResult | undefined };

function statusColor(status: number | null): string {
  if (status === null) return 'gray';
  return status >= 200 && status < 300 ? 'teal' : 'red';
}

export function TriageCallRow({ method, result }: TriageCallRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} ff="monospace">
          {method}
        </Text>
      </Table.Td>
      <Table.Td>
        {result ? (
          <Badge color={statusColor(result.status)} variant="light">
            {result.status ?? 'No answer'}
          </Badge>
        ) : (
          <Loader size="xs" aria-label={`${method} call running`} />
        )}
      </Table.Td>
      <Table.Td {...WIDE_ONLY}>{result ? `${result.ms} ms` : ''}</Table.Td>
      <Table.Td>
        {result?.error && (
          <Text size="sm" c="red" mb={4}>
            {result.error}
          </Text>
        )}
        {result?.body !== undefined && result?.body !== null && (
          // It scrolls down, and wraps its lines so that the table fits a phone: keyboard users reach it with Tab.
          <Code
            block
            tabIndex={0}
            style={{ maxHeight: 220, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {JSON.stringify(result.body, null, 2)}
          </Code>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
