import { Menu } from '@mantine/core';
import type { DateDescriptor } from '@repute/domain';
import { can } from '@repute/domain/permissions';
import { canScheduleExport, SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';
import { IconCalendarTime } from '@tabler/icons-react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';

type ScheduleExportMenuItemProps = { dateDescriptor: DateDescriptor | null; onOpen: () => void };

/** Whether the caller may schedule exports here: the permission and the account's scheduled_exports setting. */
export function useMaySchedule(): boolean {
  const auth = useAuth();
  const settings = useAccountSettings().data;
  return can(auth?.permissions ?? {}, 'scheduled_export', 'create') && settings?.scheduled_exports === true;
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
