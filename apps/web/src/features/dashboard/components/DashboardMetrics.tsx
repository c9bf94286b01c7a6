import { Anchor, Grid, Paper, Stack } from '@mantine/core';
import type { DateDescriptor, FilterParams, ScheduledExportType } from '@repute/domain';
import type { DateRange } from '@repute/domain/date-descriptors';
import type { FilterApiParams } from '../../../shared/filters/filter-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { useOverview } from '../dashboard-api';
import { BreakdownSection } from './BreakdownSection';
import { MonthlyCard } from './MonthlyCard';
import { OverviewCards } from './OverviewCards';
import { OverviewSkeleton } from './OverviewSkeleton';
import { SourcesCard } from './SourcesCard';

type DashboardMetricsProps = {
  /** Null until the date range is known. */
  filters: FilterApiParams | null;
  range: DateRange | null;
  /** The URL's filter keys, for the links to the reviews list. */
  params: FilterParams;
  onShowAllTime: () => void;
  /** The date the URL names (none cannot be scheduled), and opening the Schedule Export flyout for a table. */
  scheduling: { dateDescriptor: DateDescriptor | null; onOpen: (type: ScheduledExportType) => void };
};

/**
 * Everything below the filter bar. The overview decides: while it loads the page shows skeletons, when it
 * fails the error, and with no reviews in the range one empty state instead of empty charts and tables.
 */
export function DashboardMetrics({ filters, range, params, onShowAllTime, scheduling }: DashboardMetricsProps) {
  const overview = useOverview(filters);

  if (overview.isError) return <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>;
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.data.total_reviews === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title="No reviews match these filters">
          Try a longer date range or fewer filters, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={onShowAllTime}>
            show all time
          </Anchor>
          .
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <div
        aria-busy={overview.isPlaceholderData}
        style={{ opacity: overview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <OverviewCards overview={overview.data} />
      </div>
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
          <MonthlyCard filters={filters} range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
          <SourcesCard filters={filters} />
        </Grid.Col>
      </Grid>
      <BreakdownSection filters={filters} linkParams={params} scheduling={scheduling} />
    </Stack>
  );
}
