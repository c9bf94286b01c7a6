/**
 * What other features use of scheduled exports: a report's Schedule Export menu item and flyout, the hook that
 * opens it, the report's filter bar as an export's filters, and the admin's switch for recipients outside the
 * account (also on /settings/account). The rest of the feature is its own.
 */
export { OutsideRecipientsSwitch } from './components/OutsideRecipientsSwitch';
export { ScheduleExportFlyout } from './components/ScheduleExportFlyout';
export { ScheduleExportMenuItem } from './components/ScheduleExportMenuItem';
export { scheduleFiltersOf } from './schedule-export-form';
export { type ScheduleExportFlyoutState, useScheduleExportFlyout } from './use-schedule-export-flyout';
