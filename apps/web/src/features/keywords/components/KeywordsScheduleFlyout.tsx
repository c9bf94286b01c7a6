import type { ScheduledExportType } from '@repute/domain';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import { ScheduleExportFlyout, type ScheduleExportFlyoutState, scheduleFiltersOf } from '../../scheduled-exports';

type KeywordsScheduleFlyoutProps = {
  flyout: ScheduleExportFlyoutState;
  filters: FiltersApi;
  /** The table whose Schedule Export was chosen (an edited export keeps its own type). */
  exportType: ScheduledExportType;
};

/** The Schedule Export flyout of a Keywords screen, with the filter bar's date and filters. */
export function KeywordsScheduleFlyout({ flyout, filters, exportType }: KeywordsScheduleFlyoutProps) {
  // The date the URL names: none yet (the default is being written) cannot be scheduled.
  const dateDescriptor = filters.params.dateDescriptor ? filters.state.dateDescriptor : null;
  return (
    <ScheduleExportFlyout
      opened={flyout.opened}
      editingId={flyout.editingId}
      subject={{ exportType, dateDescriptor, filters: scheduleFiltersOf(filters.state) }}
      onClose={flyout.close}
    />
  );
}
