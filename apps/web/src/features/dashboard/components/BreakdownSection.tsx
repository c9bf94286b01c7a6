import { Group, Paper, Tabs, Title } from '@mantine/core';
import type { DateDescriptor, FilterParams, ScheduledExportType } from '@repute/domain';
import { useState } from 'react';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import type { ExportResource } from '../../../shared/exports/export-files-api';
import type { FilterApiParams } from '../../../shared/filters/filter-state';
import { visibleFilterControls } from '../../../shared/filters/filter-visibility';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ScheduleExportMenuItem } from '../../scheduled-exports';
import type { BreakdownKind } from '../dashboard-api';
import { BreakdownTable } from './BreakdownTable';

type BreakdownSectionProps = {
  filters: FilterApiParams | null;
  linkParams: FilterParams;
  scheduling: { dateDescriptor: DateDescriptor | null; onOpen: (type: ScheduledExportType) => void };
};

const KINDS: readonly BreakdownKind[] = ['location', 'group'];
const TAB_LABELS: Record<BreakdownKind, string> = { location: 'By Location', group: 'By Group' };
/** Download CSV exports the table on screen (spec 000 §7 resources metric_locations, metric_groups). */
const EXPORT_RESOURCES: Record<BreakdownKind, ExportResource> = {
  location: 'metric_locations',
  group: 'metric_groups',
};

/** The same tables as scheduled exports (spec 000 §9 export types). */
const SCHEDULE_TYPES: Record<BreakdownKind, ScheduledExportType> = {
  location: 'metric_locations',
  group: 'metric_groups',
};

/**
 * The per-location and per-group tables, as tabs. Each shows only to whoever may filter by it (the same
 * rule as the filter bar's dropdowns), and starts again on page 1 when the filters change.
 */
export function BreakdownSection({ filters, linkParams, scheduling }: BreakdownSectionProps) {
  const may = useMayCallOf();
  const settings = useAccountSettings().data;
  const visible = visibleFilterControls(KINDS, may, settings);
  const kinds = KINDS.filter((kind) => visible.includes(kind));
  const [chosen, setChosen] = useState<BreakdownKind | null>(null);
  const shown = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  if (!shown) return null;
  const filterKey = JSON.stringify(filters);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-breakdown-title">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={2} size="h4" id="dashboard-breakdown-title">
          Breakdown
        </Title>
        <ExportMenu request={filters ? { resource: EXPORT_RESOURCES[shown], filters } : null}>
          <ScheduleExportMenuItem
            dateDescriptor={scheduling.dateDescriptor}
            onOpen={() => scheduling.onOpen(SCHEDULE_TYPES[shown])}
          />
        </ExportMenu>
      </Group>
      <Tabs
        value={shown}
        onChange={(value) => setChosen(KINDS.find((kind) => kind === value) ?? null)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {kinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {TAB_LABELS[kind]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <BreakdownTable key={filterKey} kind={kind} filters={filters} linkParams={linkParams} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
