import type { ScheduledExportType } from '@repute/domain';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import {
  ScheduleExportFlyout,
  type ScheduleExportFlyoutState,
  ScheduleExportMenuItem,
  scheduleFiltersOf,
} from '../../scheduled-exports';

type ScheduleProps = { filters: FiltersApi; flyout: ScheduleExportFlyoutState };

/** The date the URL names: none yet (the default is being written) cannot be scheduled. */
const dateOf = (filters: FiltersApi) => (filters.params.dateDescriptor ? filters.state.dateDescriptor : null);

/** The report menu's Schedule Export item (spec 000 §5: disabled for all time, custom or no date). */
export function CompetitorsScheduleItem({ filters, flyout }: ScheduleProps) {
  return <ScheduleExportMenuItem dateDescriptor={dateOf(filters)} onOpen={flyout.open} />;
}

/** The Schedule Export flyout of a competitor report, with its filter bar and, for brands, the brands chosen. */
export function CompetitorsScheduleFlyout({
  filters,
  flyout,
  exportType,
  brandIds,
}: ScheduleProps & { exportType: ScheduledExportType; brandIds?: string }) {
  return (
    <ScheduleExportFlyout
      opened={flyout.opened}
      editingId={flyout.editingId}
      subject={{
        exportType,
        dateDescriptor: dateOf(filters),
        filters: { ...scheduleFiltersOf(filters.state), ...(brandIds ? { brand_ids: brandIds } : {}) },
      }}
      onClose={flyout.close}
    />
  );
}
