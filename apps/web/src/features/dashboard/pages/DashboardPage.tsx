import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { dateRangeLabel } from '@repute/domain/date-descriptors';
import { IconChartBar } from '@tabler/icons-react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { PageHeader } from '../../../shared/ui/PageHeader';

/** The dashboard: the shared filter bar (six months by default); the metrics come with reviews. */
export function DashboardPage() {
  const filters = useFilters({ area: 'dashboard' });
  const { range } = filters.state;
  return (
    <>
      <PageHeader title="Dashboard" />
      <FilterBar filters={filters} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconChartBar size={30} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            Dashboard metrics arrive with reviews.
          </Text>
          <Text c="dimmed" ta="center" maw={520}>
            Ratings, review counts and sentiment will show here once Repute collects your reviews. The filters above
            already work and live in the address bar, so a filtered view can be bookmarked, shared or saved.
          </Text>
          {range && (
            <Text size="sm" data-testid="dashboard-range">
              Dates: {dateRangeLabel(range)}
            </Text>
          )}
        </Stack>
      </Paper>
    </>
  );
}
