import { Anchor, Checkbox, Table } from '@mantine/core';
import type { ScheduledExport } from '@repute/domain';
import { scheduledExportReportLink } from '@repute/domain/scheduled-export-links';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { formatDateTime, timeOfDayInZone } from '../../../shared/lib/account-time';
import { headerCheckboxState, toggledPage, toggledRow } from '../../../shared/lib/page-selection';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import type { SortOrder } from '../../../shared/ui/sort-cycle';
import { frequencyLabel } from '../scheduled-export-format';

type ScheduledExportsTableProps = {
  exports: ScheduledExport[];
  timeZone: string;
  sort: { by: string | null; order: SortOrder };
  onSort: (column: string) => void;
  selection: { ids: ReadonlySet<number>; onChange: (ids: Set<number>) => void };
};

/** Spec 000 §2: Name, Type (sortable by display_name), Email Frequency, Scheduled Time, Last Sent. */
export function ScheduledExportsTable({ exports, timeZone, sort, onSort, selection }: ScheduledExportsTableProps) {
  const appPath = useAppPath();
  const pageIds = exports.map((item) => item.id);
  const headerState = headerCheckboxState(pageIds, selection.ids);
  return (
    <ResponsiveTableContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Scheduled Exports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all scheduled exports on this page"
                checked={headerState === 'checked'}
                indeterminate={headerState === 'indeterminate'}
                onChange={() => selection.onChange(toggledPage(pageIds, selection.ids))}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <SortableHeader label="Type" column="display_name" sort={sort} onSort={onSort} {...WIDE_ONLY} />
            <Table.Th>Email Frequency</Table.Th>
            <Table.Th {...WIDE_ONLY}>Scheduled Time</Table.Th>
            <Table.Th {...WIDE_ONLY}>Last Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${item.email_subject}`}
                  checked={selection.ids.has(item.id)}
                  onChange={() => selection.onChange(toggledRow(selection.ids, item.id))}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={appPath(scheduledExportReportLink(item, { edit: true }))} fw={500}>
                  {item.email_subject}
                </Anchor>
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{item.display_name}</Table.Td>
              <Table.Td>{frequencyLabel(item)}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{timeOfDayInZone(item.scheduled_time, timeZone)}</Table.Td>
              <Table.Td {...WIDE_ONLY}>
                {item.last_sent_at ? formatDateTime(item.last_sent_at, timeZone) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
