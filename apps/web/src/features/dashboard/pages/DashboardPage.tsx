import { Stack } from '@mantine/core';
import type { ScheduledExportType } from '@repute/domain';
import { useMemo, useState } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { useFilters } from '../../../shared/filters/use-filters';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ScheduleExportFlyout, scheduleFiltersOf, useScheduleExportFlyout } from '../../scheduled-exports';
import { DashboardMetrics } from '../components/DashboardMetrics';
import { FacebookExpiryBanner } from '../components/FacebookExpiryBanner';
import { TrialBanner } from '../components/TrialBanner';

/** The dashboard: banners, the shared filter bar (six months by default) and the metrics of the filtered reviews. */
export function DashboardPage() {
  const filters = useFilters({ area: 'dashboard' });
  const { state, changeDate } = filters;
  // The metric calls wait for the range: before the account's today is known they would count all time.
  const apiFilters = useMemo(() => (state.range ? filterApiParams(state) : null), [state]);
  const flyout = useScheduleExportFlyout();
  // Which table the flyout schedules (an edited export keeps its own type).
  const [scheduleType, setScheduleType] = useState<ScheduledExportType>('metric_locations');
  const scheduledDate = filters.params.dateDescriptor ? state.dateDescriptor : null;
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
        scheduling={{
          dateDescriptor: scheduledDate,
          onOpen: (type) => {
            setScheduleType(type);
            flyout.open();
          },
        }}
      />
      <ScheduleExportFlyout
        opened={flyout.opened}
        editingId={flyout.editingId}
        subject={{ exportType: scheduleType, dateDescriptor: scheduledDate, filters: scheduleFiltersOf(state) }}
        onClose={flyout.close}
      />
    </>
  );
}
