import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ApiToken } from '@repute/domain/api-access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { formatDateTime, formatDay } from '../../../shared/lib/account-time';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ListPanel } from '../../../shared/ui/ListPanel';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { useConfirmedDelete } from '../../../shared/ui/use-confirmed-delete';
import { useApiTokens, useRevokeApiToken } from '../api-access-api';
import { NewApiTokenModal } from '../components/NewApiTokenModal';

/** A token stops at the midnight that ends its last day: the day shown is the one before that instant. */
const lastDayOf = (expiresAt: string, timeZone: string) =>
  formatDay(new Date(new Date(expiresAt).getTime() - 1000).toISOString(), timeZone);

/**
 * /settings/api-tokens (issue 31, decision 0160): the signed-in user's personal API tokens, for scripts that call
 * the API as them, within the scopes chosen; made and revoked here.
 */
export function ApiTokensPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const { timeZone } = useAccountCalendar();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const confirmDelete = useConfirmedDelete<ApiToken>({
    remove: revoke,
    title: 'Revoke API token',
    text: (row) => `Scripts using ${row.name} stop working at once.`,
    confirmLabel: 'Revoke token',
    done: 'API token revoked',
  });
  const list = tokens.data?._embedded.api_tokens ?? [];

  return (
    <>
      <PageHeader
        title="API Tokens"
        description="Let your own scripts call the Repute API as you. A token can do what its scopes allow, and never more than you can."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={
          may('POST /api_tokens') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New API token
            </Button>
          )
        }
      />
      <ListPanel
        query={tokens}
        count={list.length}
        loadingLabel="Loading API tokens"
        emptyTitle="No API tokens yet"
        emptyText="Scripts call the API with a token made here."
        minWidth={640}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th {...WIDE_ONLY}>Scopes</Table.Th>
              <Table.Th {...WIDE_ONLY}>Expires</Table.Th>
              <Table.Th {...WIDE_ONLY}>Last used</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>
                  <Text fw={600}>{token.name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {token.hint}
                  </Text>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  <Group gap={4}>
                    {token.scopes.map((scope) => (
                      <Badge key={scope} variant="light" tt="none">
                        {scope}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>{token.expires_at ? lastDayOf(token.expires_at, timeZone) : 'Never'}</Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  {token.last_used_at ? formatDateTime(token.last_used_at, timeZone) : 'Not yet'}
                </Table.Td>
                <Table.Td>
                  {may('DELETE /api_tokens/:id') && confirmDelete.button(token, token.name, 'Revoke')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListPanel>
      <NewApiTokenModal opened={creating} onClose={() => setCreating(false)} />
      {confirmDelete.modal}
    </>
  );
}
