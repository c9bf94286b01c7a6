import { Menu } from '@mantine/core';
import type { DateDescriptor } from '@repute/domain';
import { canScheduleExport, SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';
import { IconCalendarTime } from '@tabler/icons-react';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCall } from '../../../shared/session/use-may-call';

type ScheduleExportMenuItemProps = { dateDescriptor: DateDescriptor | null; onOpen: () => void };

/**
 * Whether the caller may schedule exports here: the route's policy and the account's scheduled_exports setting (the
 * route leaves the setting to the service, which reads it on the account viewed).
 */
export function useMaySchedule(): boolean {
  const may = useMayCall('POST /scheduled_exports');
  const settings = useAccountSettings().data;
  return may && settings?.scheduled_exports === true;
}

/** A report menu's Schedule Export item: disabled for all time, custom or no date (spec 000 §5). */
export function ScheduleExportMenuItem({ dateDescriptor, onOpen }: ScheduleExportMenuItemProps) {
  if (!useMaySchedule()) return null;
  return (
    <Menu.Item
      leftSection={<IconCalendarTime size={16} aria-hidden />}
      disabled={!canScheduleExport(dateDescriptor)}
      onClick={onOpen}
    >
      {SCHEDULED_EXPORT_MESSAGES.scheduleTitle}
    </Menu.Item>
  );
}
