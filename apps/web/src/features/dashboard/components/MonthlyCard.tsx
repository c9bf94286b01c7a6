import { Skeleton } from '@mantine/core';
import type { DateRange } from '@repute/domain/date-descriptors';
import { Suspense } from 'react';
import type { FilterApiParams } from '../../../shared/filters/filter-state';
import { LazyMonthlyChart } from '../charts/lazy-charts';
import { useBreakdown } from '../dashboard-api';
import { monthlySeries } from '../monthly-series';
import { ChartCard } from './ChartCard';

type MonthlyCardProps = { filters: FilterApiParams | null; range: DateRange | null };

const HEIGHT = 320;

/** GET /metrics/overview/breakdown as a chart of every month in the range. */
export function MonthlyCard({ filters, range }: MonthlyCardProps) {
  const breakdown = useBreakdown(filters);
  const points = breakdown.data && range ? monthlySeries(breakdown.data, range) : [];
  return (
    <ChartCard
      title="Reviews by Month"
      description="Positive and negative reviews each month, with the month's average rating"
      height={HEIGHT}
      loading={breakdown.isPending}
      error={breakdown.isError}
      stale={breakdown.isPlaceholderData}
    >
      <Suspense fallback={<Skeleton height={HEIGHT} radius="md" />}>
        <LazyMonthlyChart points={points} height={HEIGHT} />
      </Suspense>
    </ChartCard>
  );
}
