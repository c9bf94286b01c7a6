import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type ReportSection, reportCellText } from '@repute/domain';

/** Key figures as tiles: the measure, and its value as the report reads it. */
export function ReportFigures({ section }: { section: ReportSection }) {
  const [label, value] = section.columns;
  if (!label || !value) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {section.rows.map((row) => (
        <Paper key={String(row[label.key])} withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            {String(row[label.key])}
          </Text>
          <Text fw={700} fz="xl">
            {reportCellText(section, row, value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
