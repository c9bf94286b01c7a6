import { Table, Text, Timeline } from '@mantine/core';
import type { ReviewHistoryEntry } from '@repute/domain';
import { IconPencil } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/lib/account-time';
import { changedBy, changeLabel, fieldChanges } from '../review-history-format';

type ReviewHistoryTimelineProps = { entries: ReviewHistoryEntry[]; timeZone: string };

/** The review's changes, newest first: what changed, who changed it and when, and each field before and after. */
export function ReviewHistoryTimeline({ entries, timeZone }: ReviewHistoryTimelineProps) {
  return (
    <Timeline bulletSize={24} lineWidth={2} aria-label="Changes">
      {entries.map((entry) => {
        const fields = fieldChanges(entry);
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<IconPencil size={14} aria-hidden />}
            title={changeLabel(entry.change)}
            data-testid="history-entry"
          >
            <Text size="sm" c="dimmed">
              {changedBy(entry)} · <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at, timeZone)}</time>
            </Text>
            {fields.length > 0 && (
              <Table mt="xs" withTableBorder fz="sm" verticalSpacing={4} maw={720}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={140}>Field</Table.Th>
                    <Table.Th>Before</Table.Th>
                    <Table.Th>After</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((field) => (
                    <Table.Tr key={field.field}>
                      <Table.Td>{field.label}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{field.before}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{field.after}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
