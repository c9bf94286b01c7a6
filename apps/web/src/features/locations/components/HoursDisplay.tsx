import { Table, Text } from '@mantine/core';
import type { WeekHours } from '@repute/domain';
import { weekHoursLines } from '../detail-format';

type HoursDisplayProps = { hours: WeekHours | null };

/** Operating hours, Monday to Sunday, in 12-hour form. */
export function HoursDisplay({ hours }: HoursDisplayProps) {
  if (!hours) return <Text c="dimmed">No operating hours are set.</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} w="auto" aria-label="Operating hours">
      <Table.Tbody>
        {weekHoursLines(hours).map((line) => (
          <Table.Tr key={line.day}>
            <Table.Td pr="lg" fw={500}>
              {line.day}
            </Table.Td>
            <Table.Td>{line.text}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
