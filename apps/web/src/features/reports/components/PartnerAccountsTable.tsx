import { Table } from '@mantine/core';
import {
  formatReportCell,
  PARTNER_REPORT_SORT_FIELDS,
  type PartnerAccountReportRow,
  type PartnerReportSortField,
} from '@repute/domain';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import type { SortOrder } from '../../../shared/ui/sort-cycle';

export type PartnerSort = { by: PartnerReportSortField; order: SortOrder } | null;

type PartnerAccountsTableProps = {
  rows: PartnerAccountReportRow[];
  sort: PartnerSort;
  onSort: (column: string) => void;
};

export const isPartnerSortField = (column: string): column is PartnerReportSortField =>
  (PARTNER_REPORT_SORT_FIELDS as readonly string[]).includes(column);

/** A row per child account; a phone keeps the name, the rating and the reviews (decision 0115). */
export function PartnerAccountsTable({ rows, sort, onSort }: PartnerAccountsTableProps) {
  const header = (label: string, column: PartnerReportSortField, wide = false) => (
    <SortableHeader
      label={label}
      column={column}
      sort={{ by: sort?.by ?? null, order: sort?.order ?? 'asc' }}
      onSort={onSort}
      {...(wide ? WIDE_ONLY : {})}
    />
  );
  return (
    <ResponsiveTableContainer minWidth={820}>
      <Table striped aria-label="Child accounts">
        <Table.Thead>
          <Table.Tr>
            {header('Account', 'account_name')}
            {header('Average rating', 'average_rating')}
            {header('Reviews', 'total_reviews')}
            {header('Response rate', 'response_rate', true)}
            {header('Response time', 'response_time', true)}
            {header('Requests sent', 'requests_sent', true)}
            {header('Listings in sync', 'listings_in_sync', true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.account_id}>
              <Table.Td>{row.account_name}</Table.Td>
              <Table.Td>{formatReportCell(row.average_rating, 'rating')}</Table.Td>
              <Table.Td>{formatReportCell(row.total_reviews, 'count')}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{formatReportCell(row.response_rate, 'percent')}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{formatReportCell(row.response_time, 'days')}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{formatReportCell(row.requests_sent, 'count')}</Table.Td>
              <Table.Td {...WIDE_ONLY}>
                {row.listings_in_sync} of {row.listings_total}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
