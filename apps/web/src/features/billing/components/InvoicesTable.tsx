import { Badge, Table, Text } from '@mantine/core';
import { type BillingInvoice, formatCents } from '@repute/domain/billing';
import { formatDay } from '../../../shared/lib/account-time';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

type InvoicesTableProps = { invoices: BillingInvoice[]; timeZone: string };

/** The account's invoices, newest first; a phone keeps the date and the total (decision 0115). */
export function InvoicesTable({ invoices, timeZone }: InvoicesTableProps) {
  if (invoices.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
  return (
    <ResponsiveTableContainer minWidth={560}>
      <Table striped aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th {...WIDE_ONLY}>Invoice</Table.Th>
            <Table.Th {...WIDE_ONLY}>Type</Table.Th>
            <Table.Th {...WIDE_ONLY}>Status</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={`${invoice.type}-${invoice.id}`}>
              <Table.Td>
                <time dateTime={invoice.date}>{formatDay(invoice.date, timeZone)}</time>
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{invoice.id}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{invoice.type === 'legacy' ? 'Legacy' : 'Provider'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>
                <Badge variant="light" color={invoice.status === 'paid' ? 'green' : 'red'}>
                  {invoice.status}
                </Badge>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatCents(invoice.total_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
