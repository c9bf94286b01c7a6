import { Paper, Stack } from '@mantine/core';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useUsersList } from '../../../shared/entities/users/users-api';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useAuditEvents } from '../audit-log-api';
import { AuditEventsTable } from '../components/AuditEventsTable';
import { AuditFiltersBar } from '../components/AuditFiltersBar';
import { useAuditFilters } from '../use-audit-filters';

/**
 * /settings/audit-log (issue 31, decision 0158): every change of the account's data and settings and every sign-in,
 * newest first, with who made it (and the staff member acting as them), its before and after, filters and a CSV.
 */
export function AuditLogPage() {
  const appPath = useAppPath();
  const { timeZone } = useAccountCalendar();
  const { filters, page, setFilter, setPage } = useAuditFilters();
  // Only the filters set: the list and the CSV read the same ones.
  const given = {
    ...(filters.user_id && { user_id: Number(filters.user_id) }),
    ...(filters.action && { action: filters.action }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
  const events = useAuditEvents({ ...given, page });
  const users = useUsersList(1, '');
  const list = embedded(events.data, 'audit_events');

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every change of this account's data and settings, and every sign-in: who, when, and what it was before and after."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={<ExportMenu request={{ resource: 'audit_events', filters: given }} />}
      />
      <Stack gap="md">
        <AuditFiltersBar filters={filters} users={embedded(users.data, 'users')} onChange={setFilter} />
        <Paper withBorder radius="md" p="md">
          {events.isPending && <TableSkeleton label="Loading the audit log" />}
          {events.error && <ErrorAlert error={events.error} />}
          {events.data && list.length === 0 && (
            <EmptyState title="Nothing recorded">No change matches these filters.</EmptyState>
          )}
          {list.length > 0 && <AuditEventsTable events={list} timeZone={timeZone} />}
        </Paper>
        <ListPagination page={page} totalPages={events.data?._total_pages ?? 1} onChange={setPage} />
      </Stack>
    </>
  );
}
