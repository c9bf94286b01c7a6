import { SimpleGrid } from '@mantine/core';
import type { Overview } from '@repute/domain';
import { IconClock, IconMessage2, IconMessageReply, IconMoodSad, IconMoodSmile, IconStar } from '@tabler/icons-react';
import { formatCount } from '../../../shared/lib/count-format';
import { formatRate, formatRating, formatResponseTime } from '../metric-format';
import { StatCard } from './StatCard';

type OverviewCardsProps = { overview: Overview };

const ICON_SIZE = 17;

/** A count's share of all reviews in the range, as the cards' hint. */
function shareOf(count: number, total: number): string {
  return `${formatRate(total > 0 ? count / total : null)} of reviews`;
}

/** The six overview numbers of the filtered range (GET /metrics/{account_id}/overview). */
export function OverviewCards({ overview }: OverviewCardsProps) {
  const total = overview.total_reviews;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      <StatCard
        label="Average Rating"
        value={formatRating(overview.average_rating)}
        hint={`From ${formatCount(overview.rated_reviews)} rated reviews`}
        icon={<IconStar size={ICON_SIZE} />}
        color="yellow"
      />
      <StatCard
        label="Total Reviews"
        value={formatCount(total)}
        hint="In the selected dates"
        icon={<IconMessage2 size={ICON_SIZE} />}
        color="indigo"
      />
      <StatCard
        label="Positive Reviews"
        value={formatCount(overview.positive_reviews)}
        hint={shareOf(overview.positive_reviews, total)}
        icon={<IconMoodSmile size={ICON_SIZE} />}
        color="teal"
      />
      <StatCard
        label="Negative Reviews"
        value={formatCount(overview.negative_reviews)}
        hint={shareOf(overview.negative_reviews, total)}
        icon={<IconMoodSad size={ICON_SIZE} />}
        color="red"
      />
      <StatCard
        label="Response Rate"
        value={formatRate(overview.response_rate)}
        hint={`${formatCount(overview.responded_reviews)} of ${formatCount(total)} answered`}
        icon={<IconMessageReply size={ICON_SIZE} />}
        color="blue"
      />
      <StatCard
        label="Avg. Response Time"
        value={formatResponseTime(overview.response_time)}
        hint="From review to published response"
        icon={<IconClock size={ICON_SIZE} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
