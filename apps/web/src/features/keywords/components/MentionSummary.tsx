import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DateRange } from '@repute/domain/date-descriptors';
import { Suspense } from 'react';
import { formatCount } from '../../../shared/lib/count-format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { LazyMentionTrendChart } from '../charts/lazy-trend-chart';
import { formatAverageRating } from '../insights-format';
import type { InsightsParams } from '../insights-params';
import { type MentionReviews, type MentionSubject, useMentionTrend } from '../keywords-api';
import { trendSeries } from '../mention-trend';

type MentionSummaryProps = {
  reviews: MentionReviews;
  subject: MentionSubject;
  params: InsightsParams;
  range: DateRange;
};

const CHART_HEIGHT = 240;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** The reviews' average rating (2 decimals, spec 001 §9), how many there are, and the trend over time. */
export function MentionSummary({ reviews, subject, params, range }: MentionSummaryProps) {
  const trend = useMentionTrend(subject, params);
  // The trend call counts a keyword's mentions, and a category's reviews.
  const unit = 'keyword' in subject ? 'mentions' : 'reviews';
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Stack gap="md">
        <Figure label="Average Rating" value={formatAverageRating(reviews.averageRating)} />
        <Figure label="Reviews" value={formatCount(reviews.total)} />
      </Stack>
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="section"
        aria-labelledby="mention-trend-title"
        style={{ gridColumn: 'span 2' }}
      >
        <Title order={2} size="h4" id="mention-trend-title">
          Trend
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Positive and negative {unit} each month
        </Text>
        {trend.isError ? (
          <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
        ) : trend.isPending ? (
          <Skeleton height={CHART_HEIGHT} radius="md" role="status" aria-label="Loading the trend" />
        ) : (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
            <LazyMentionTrendChart points={trendSeries(trend.data, range)} height={CHART_HEIGHT} unit={unit} />
          </Suspense>
        )}
      </Paper>
    </SimpleGrid>
  );
}
