import { Badge, Group, Text } from '@mantine/core';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useIntelSources } from '../competitors-api';
import { COMPETITORS_TEXT } from '../competitors-text';

/** Where the figures come from (the intel sources); the spec's message when they cannot be read. */
export function CompetitorSources() {
  const sources = useIntelSources();
  if (sources.isError) return <ErrorAlert>{COMPETITORS_TEXT.sourcesError}</ErrorAlert>;
  if (!sources.data) return null;
  return (
    <Group gap="xs" mb="md">
      <Text size="sm" c="dimmed">
        Read from
      </Text>
      {sources.data.map((source) => (
        <Badge key={source.id} variant="light" color="gray" tt="none">
          {source.name}
        </Badge>
      ))}
    </Group>
  );
}
