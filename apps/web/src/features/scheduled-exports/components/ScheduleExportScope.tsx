import { Text } from '@mantine/core';
import { useOptionLabel } from '../../../shared/filters/use-option-label';
import type { ScheduleFilters } from '../schedule-export-form';

type ScheduleExportScopeProps = { filters: ScheduleFilters };

/** The group and location the export will be limited to, by name: what the report's filter bar had chosen. */
export function ScheduleExportScope({ filters }: ScheduleExportScopeProps) {
  const group = filters.group_id === undefined ? null : String(filters.group_id);
  const location = filters.location_id === undefined ? null : String(filters.location_id);
  const groupName = useOptionLabel('groups', group, []);
  const locationName = useOptionLabel('locations', location, []);
  return (
    <div>
      <Text size="sm" fw={500}>
        Filters
      </Text>
      <Text size="sm">Group: {group === null ? 'All groups' : (groupName ?? '…')}</Text>
      <Text size="sm">Location: {location === null ? 'All locations' : (locationName ?? '…')}</Text>
    </div>
  );
}
