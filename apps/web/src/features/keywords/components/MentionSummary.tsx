import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DateRange } from '@repute/domain/date-descriptors';
import { Suspense } from 'react';
import { formatCount } from '../../../shared/lib/count-format';
import { LazyMentionTrendChart } from '../charts/lazy-trend-chart';
import { formatAverageRating } from '../insights-format';
import type { MentionReviews } from '../keywords-api';
import { trendSeries } from '../mention-trend';

type MentionSummaryProps = { data: MentionReviews; range: DateRange };

const CHART_HEIGHT = 240;

/** The reviews' average rating (2 decimals, spec 001 §9), how many there are, and the trend over time. */
export function MentionSummary({ data, range }: MentionSummaryProps) {
  const points = trendSeries(data.trend, range);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed" fw={500}>
            Average Rating
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {formatAverageRating(data.averageRating)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed" fw={500}>
            Reviews
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {formatCount(data.total)}
          </Text>
        </Paper>
      </Stack>
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Trend" style={{ gridColumn: 'span 2' }}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Trend
          </Title>
          <Text size="sm" c="dimmed">
            Positive and negative mentions each month
          </Text>
        </Group>
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
          <LazyMentionTrendChart points={points} height={CHART_HEIGHT} />
        </Suspense>
      </Paper>
    </SimpleGrid>
  );
}
