import { Badge, Button, Table, Text } from '@mantine/core';
import type { OauthClient } from '@repute/domain/api-access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ListPanel } from '../../../shared/ui/ListPanel';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { useConfirmedDelete } from '../../../shared/ui/use-confirmed-delete';
import { useDeleteOauthClient, useOauthClients } from '../api-access-api';
import { NewOauthClientModal } from '../components/NewOauthClientModal';

/**
 * /settings/oauth-clients (issue 31, decision 0160): the applications registered to ask this account's users for
 * access with OAuth 2.0 (authorize at /oauth/authorize, tokens from POST /api/oauth/token). Admins only.
 */
export function OauthClientsPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const clients = useOauthClients();
  const remove = useDeleteOauthClient();
  const [creating, setCreating] = useState(false);
  const confirmDelete = useConfirmedDelete<OauthClient>({
    remove: remove,
    title: 'Delete application',
    text: (row) => `${row.name} can no longer ask for access, and every token it holds stops working.`,
    confirmLabel: 'Delete application',
    done: 'Application deleted',
  });
  const list = clients.data?._embedded.oauth_clients ?? [];

  return (
    <>
      <PageHeader
        title="OAuth Applications"
        description="Applications that ask your users for access to this account, with OAuth 2.0 and PKCE."
        back={{ to: appPath('/settings'), label: 'Back to Settings' }}
        actions={
          may('POST /oauth_clients') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New application
            </Button>
          )
        }
      />
      <ListPanel
        query={clients}
        count={list.length}
        loadingLabel="Loading applications"
        emptyTitle="No applications yet"
        emptyText="Register one to let it ask for access."
        minWidth={640}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Application</Table.Th>
              <Table.Th {...WIDE_ONLY}>Redirect URIs</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((client) => (
              <Table.Tr key={client.id}>
                <Table.Td>
                  <Text fw={600}>
                    {client.name}{' '}
                    <Badge variant="light" tt="none">
                      {client.confidential ? 'Confidential' : 'Public'}
                    </Badge>
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {client.client_id}
                  </Text>
                </Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  {client.redirect_uris.map((uri) => (
                    <Text key={uri} size="sm" style={{ wordBreak: 'break-all' }}>
                      {uri}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{may('DELETE /oauth_clients/:id') && confirmDelete.button(client, client.name)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListPanel>
      <NewOauthClientModal opened={creating} onClose={() => setCreating(false)} />
      {confirmDelete.modal}
    </>
  );
}
