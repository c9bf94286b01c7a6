import { Badge, Button, Table, Text } from '@mantine/core';
import type { Account } from '@repute/domain';
import { countOf } from '../../../shared/lib/count-format';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

type ChildAccountsTableProps = { accounts: Account[]; onView: (account: Account) => void };

function trialText(account: Account): string {
  if (account.status !== 'trial' || account.daysLeftInTrial < 0) return '—';
  return `${countOf(account.daysLeftInTrial, 'day', 'days', { grouping: false })} left`;
}

export function ChildAccountsTable({ accounts, onView }: ChildAccountsTableProps) {
  return (
    <ResponsiveTableContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th {...WIDE_ONLY}>Locations</Table.Th>
            <Table.Th {...WIDE_ONLY}>Trial</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                <Text fw={500}>{account.name}</Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={account.status === 'active' || account.status === 'trial' ? 'teal' : 'gray'}
                >
                  {account.status}
                </Badge>
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{account.total_locations}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{trialText(account)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Button size="xs" variant="light" onClick={() => onView(account)}>
                  View account
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
