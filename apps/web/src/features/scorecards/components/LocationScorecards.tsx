import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countOf } from '../../../shared/lib/count-format';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useLocationScorecards } from '../scorecards-api';
import { GradeBadge } from './GradeBadge';
import { StandardResults } from './StandardResults';

/** The account's locations graded on the last 30 days, the weakest first. */
export function LocationScorecards() {
  const cards = useLocationScorecards(true);
  if (cards.isError) return <ErrorAlert error={cards.error} />;
  if (cards.isPending) return <TableSkeleton rows={6} label="Loading the scorecards" />;
  const { from, to } = cards.data;
  const scorecards = cards.data._embedded.scorecards;
  if (scorecards.length === 0) return <EmptyState title="No locations to grade" />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {countOf(scorecards.length, 'location', 'locations')} graded on their last 30 days, {from} to {to}.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {scorecards.map((card) => (
          <Paper key={card.location_id} withBorder radius="md" p="md" component="article">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h5">
                  {card.location_name}
                </Title>
                <GradeBadge grade={card.grade} />
              </Group>
              <Text size="sm">
                {card.passed} of {card.measured} standards met
              </Text>
              <StandardResults results={card.results} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
