import { Button, Group, SegmentedControl, Stack, Switch } from '@mantine/core';
import type { PerformanceRow } from '@repute/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useGroupsList } from '../../../shared/entities/groups/groups-api';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useFilters } from '../../../shared/filters/use-filters';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { nextSort } from '../../../shared/ui/sort-cycle';
import { IndustryScoreModal } from '../components/IndustryScoreModal';
import { PerformanceDateSelect } from '../components/PerformanceDateSelect';
import { PerformanceLinks } from '../components/PerformanceLinks';
import { PerformanceResults } from '../components/PerformanceResults';
import { PrintView } from '../components/PrintView';
import { ScoreBreakdownModal } from '../components/ScoreBreakdownModal';
import { TargetScoreModal } from '../components/TargetScoreModal';
import { type ScoredEntity, usePerformanceOverview } from '../performance-api';
import { type PerformanceView, pageQuery, performanceFilters, readScreenParams } from '../performance-query';
import { PERFORMANCE_TEXT } from '../performance-text';
import { dashboardLink } from '../row-link';
import { usePrint } from '../use-print';

/** Spec 001 §2: the filter bar of Location Performance; its dates are the screen's own five options. */
const PERFORMANCE_FILTER_CONTROLS = ['group', 'location', 'source'] as const;

/** /dashboard/locations: every location or group ranked by its Performance Score (spec 001 §2, §3, §9). */
export function LocationPerformancePage() {
  const may = useMayCallOf();
  if (!may('GET /location_performance_overview')) {
    return <PermissionScreen title={PERFORMANCE_TEXT.title} />;
  }
  return <LocationPerformance />;
}

function LocationPerformance() {
  const may = useMayCallOf();
  // Spec 001 §6: only admins set targets (their links, their wording), the rule of the route that saves them.
  const isAdmin = may('PUT /metric_targets');
  const appPath = useAppPath();
  const settings = useAccountSettings();
  const filters = useFilters({ area: 'locations' });
  const [searchParams, setSearchParams] = useSearchParams();
  const { view: requestedView, sort } = readScreenParams(searchParams);
  const groupViewAllowed = may('GET /groups');
  const view: PerformanceView = groupViewAllowed ? requestedView : 'locations';
  const [withLag, setWithLag] = useState(false);
  const page = Math.max(1, Number(filters.params.page) || 1);

  const callFilters = useMemo(() => performanceFilters(filters.state, view, withLag), [filters.state, view, withLag]);
  const query = useMemo(() => (callFilters ? pageQuery(callFilters, sort, page) : null), [callFilters, sort, page]);
  const overview = usePerformanceOverview(query);
  const groups = useGroupsList({}, groupViewAllowed);
  const hasNoGroups = groups.isSuccess && groups.data._total === 0;
  const print = usePrint(query);

  const [breakdownOf, setBreakdownOf] = useState<ScoredEntity | null>(null);
  const [targetOf, setTargetOf] = useState<PerformanceRow | null>(null);
  const [industryOpen, setIndustryOpen] = useState(false);
  const showIndustry = settings.data?.industry_score === true;

  /** The screen's own keys; any change but the page starts again at page 1 (spec 000 §4). */
  const setScreenParam = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const onSort = (column: string) => {
    const next = nextSort({ by: sort.by, order: sort.order }, column);
    setScreenParam({ 'sort[by]': next?.by ?? null, 'sort[order]': next?.order ?? null });
  };

  return (
    <>
      <PageHeader
        title={PERFORMANCE_TEXT.title}
        description="Every location ranked by a score you can check: open a score to see how it adds up."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              loading={print.state.status === 'loading'}
              disabled={!query}
              onClick={print.start}
            >
              Print
            </Button>
            <ExportMenu
              request={callFilters ? { resource: 'location_performance', filters: { ...callFilters } } : null}
            />
          </>
        }
      />
      <FilterBar filters={filters} controls={PERFORMANCE_FILTER_CONTROLS} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <PerformanceDateSelect value={filters.state.dateDescriptor} onChange={(next) => filters.changeDate(next)} />
            {groupViewAllowed && (
              <SegmentedControl
                aria-label="View"
                value={view}
                onChange={(next) => setScreenParam({ view: next === 'groups' ? 'groups' : null })}
                data={[
                  { value: 'locations', label: 'Locations' },
                  { value: 'groups', label: 'Groups' },
                ]}
              />
            )}
            <Switch
              label={PERFORMANCE_TEXT.showPrevious}
              checked={withLag}
              onChange={(event) => setWithLag(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <PerformanceLinks
            isAdmin={isAdmin}
            canReadTargets={may('GET /target_scores')}
            showAddGroup={hasNoGroups && may('POST /groups')}
          />
        </Group>
        {print.state.status === 'failed' && <ErrorAlert>{PERFORMANCE_TEXT.fetchAlert}</ErrorAlert>}
        <PerformanceResults
          overview={overview}
          view={view}
          hasNoGroups={hasNoGroups}
          canAdd={may(view === 'groups' ? 'POST /groups' : 'POST /locations')}
          isAdmin={isAdmin}
          onPage={(next) => setScreenParam({ page: next > 1 ? String(next) : null })}
          table={{
            withLag,
            showIndustry,
            sort,
            onSort,
            rowLink: (row) => appPath(dashboardLink(filters.params, row)),
            onBreakdown: setBreakdownOf,
            onTarget: setTargetOf,
            onIndustryInfo: () => setIndustryOpen(true),
          }}
        />
      </Stack>
      {callFilters && (
        <ScoreBreakdownModal entity={breakdownOf} filters={callFilters} onClose={() => setBreakdownOf(null)} />
      )}
      {callFilters && (
        <TargetScoreModal row={targetOf} filters={callFilters} isAdmin={isAdmin} onClose={() => setTargetOf(null)} />
      )}
      <IndustryScoreModal opened={industryOpen} onClose={() => setIndustryOpen(false)} />
      {print.state.status === 'ready' && (
        <PrintView
          rows={print.state.rows}
          view={view}
          withLag={withLag}
          showIndustry={showIndustry}
          heading={`${PERFORMANCE_TEXT.title}, ${view === 'groups' ? 'groups' : 'locations'}`}
        />
      )}
    </>
  );
}
