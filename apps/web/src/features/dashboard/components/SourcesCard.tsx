import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import type { FilterApiParams } from '../../../shared/filters/filter-state';
import { LazySourcesPie } from '../charts/lazy-charts';
import { useSourceSlices } from '../dashboard-api';
import { ChartCard } from './ChartCard';

type SourcesCardProps = { filters: FilterApiParams | null };

const HEIGHT = 320;

/** GET /metrics/{account_id}/sources as the pie: top 4 sources plus 'Other'. */
export function SourcesCard({ filters }: SourcesCardProps) {
  const sources = useSourceSlices(filters);
  return (
    <ChartCard
      title="Reviews by Source"
      description="Where the reviews in the selected dates came from"
      height={HEIGHT}
      loading={sources.isPending}
      error={sources.isError}
      stale={sources.isPlaceholderData}
    >
      <Suspense fallback={<Skeleton height={HEIGHT} radius="md" />}>
        <LazySourcesPie slices={sources.data ?? []} height={HEIGHT} />
      </Suspense>
    </ChartCard>
  );
}
