import { SimpleGrid, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useRefusal } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useScheduleExportFlyout } from '../../scheduled-exports';
import { LazyQuadrantChart, LazyTrendChart } from '../charts/lazy-charts';
import { COMPETITOR_FILTER_CONTROLS, competitorParams } from '../competitor-params';
import { useCompetitorOverview } from '../competitors-api';
import { COMPETITORS_TEXT } from '../competitors-text';
import { ChartCard } from '../components/ChartCard';
import { CompetitorSources } from '../components/CompetitorSources';
import { CompetitorsNav } from '../components/CompetitorsNav';
import { CompetitorsScheduleFlyout, CompetitorsScheduleItem } from '../components/CompetitorsSchedule';
import { OverviewTable } from '../components/OverviewTable';

const CHART_HEIGHT = 280;

/**
 * /competitors: the account's locations against their competitors (issue 28). A user who holds competitor preview
 * but not read is sent to the preview; an account without the feature gets the permission screen, once its settings
 * say so (until then every gate reads as off).
 */
export function CompetitorsOverviewPage() {
  const refusal = useRefusal('GET /reports/:account_id/competitor/overview');
  const settings = useAccountSettings();
  const path = useAppPath();
  if (!refusal) return <CompetitorsOverview />;
  if (refusal.kind === 'feature') {
    return settings.isPending ? <PageLoader /> : <PermissionScreen title={COMPETITORS_TEXT.overviewTitle} />;
  }
  return <Navigate to={path('/competitors/preview')} replace />;
}

function CompetitorsOverview() {
  const filters = useFilters({ area: 'competitors' });
  const params = competitorParams(filters.state);
  const overview = useCompetitorOverview(params);
  const flyout = useScheduleExportFlyout();
  const rows = overview.data?.locations ?? [];

  return (
    <>
      <PageHeader
        title={COMPETITORS_TEXT.overviewTitle}
        description={COMPETITORS_TEXT.overviewDescription}
        actions={
          <ExportMenu request={params ? { resource: 'competitors_overview', filters: params } : null}>
            <CompetitorsScheduleItem filters={filters} flyout={flyout} />
          </ExportMenu>
        }
      />
      <CompetitorsNav />
      <FilterBar filters={filters} controls={COMPETITOR_FILTER_CONTROLS} />
      <CompetitorSources />
      {overview.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : overview.isPending ? (
        <TableSkeleton rows={8} label="Loading competitors" />
      ) : rows.length === 0 ? (
        <EmptyState title={COMPETITORS_TEXT.noLocations}>{COMPETITORS_TEXT.tryOtherFilters}</EmptyState>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartCard title="Rating against review count" height={CHART_HEIGHT}>
              <LazyQuadrantChart rows={rows} height={CHART_HEIGHT} />
            </ChartCard>
            <ChartCard title="Trend" height={CHART_HEIGHT}>
              <LazyTrendChart points={overview.data.trend} height={CHART_HEIGHT} />
            </ChartCard>
          </SimpleGrid>
          <OverviewTable rows={rows} />
        </Stack>
      )}
      <CompetitorsScheduleFlyout filters={filters} flyout={flyout} exportType="competitors_overview" />
    </>
  );
}
