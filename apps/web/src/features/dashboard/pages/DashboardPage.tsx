import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { useFilters } from '../../../shared/filters/use-filters';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DashboardMetrics } from '../components/DashboardMetrics';
import { FacebookExpiryBanner } from '../components/FacebookExpiryBanner';
import { TrialBanner } from '../components/TrialBanner';

/** The dashboard: banners, the shared filter bar (six months by default) and the metrics of the filtered reviews. */
export function DashboardPage() {
  const filters = useFilters({ area: 'dashboard' });
  const { state, changeDate } = filters;
  // The metric calls wait for the range: before the account's today is known they would count all time.
  const apiFilters = useMemo(() => (state.range ? filterApiParams(state) : null), [state]);
  return (
    <>
      <PageHeader title="Dashboard" />
      <Stack gap="md" mb="md">
        <FacebookExpiryBanner />
        <TrialBanner />
      </Stack>
      <FilterBar filters={filters} />
      <DashboardMetrics
        filters={apiFilters}
        range={state.range}
        params={filters.params}
        onShowAllTime={() => changeDate('allTime')}
      />
    </>
  );
}
