import { Paper, Stack, Text } from '@mantine/core';
import { monthLabel } from '@repute/domain/calendar-dates';
import { formatCount } from '../../../shared/lib/count-format';
import { formatRating, formatRatingChange } from '../metric-format';
import type { MonthPoint } from '../monthly-series';

type MonthTooltipProps = { point: MonthPoint | undefined };

/** What the monthly chart says about the month under the pointer: every series of spec 000 §3 in words. */
export function MonthTooltip({ point }: MonthTooltipProps) {
  if (!point) return null;
  return (
    <Paper shadow="md" p="sm" radius="md" withBorder>
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {monthLabel(point.month)}
        </Text>
        <Text size="sm">
          Average rating: {formatRating(point.rating)}
          {point.change !== null && ` (${formatRatingChange(point.change)})`}
        </Text>
        <Text size="sm">Total reviews: {formatCount(point.total)}</Text>
        <Text size="sm">Positive: {formatCount(point.positive)}</Text>
        <Text size="sm">Negative: {formatCount(point.negative)}</Text>
      </Stack>
    </Paper>
  );
}
