import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { canSwitchDirectoryPublishing } from '@repute/domain';
import { useAuth } from '../../../shared/auth/use-auth';
import { DirectoryPublishingSwitch } from '../../../shared/listings/DirectoryPublishingSwitch';
import { useLocationListing } from '../../../shared/listings/directory-publishing-api';
import { statusLabel } from '../../../shared/listings/status-label';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/**
 * The location detail's directories (spec 001 §3 "Directory entry"): each one's sync status and, where Repute
 * publishes to it, its own publishing switch for whoever may turn it (spec 001 §6, decision 0097).
 */
export function DirectorySyncSection({ locationId }: { locationId: number }) {
  const permissions = useAuth()?.permissions ?? {};
  const settings = useAccountSettings();
  const listing = useLocationListing(locationId, true);
  const canSwitch = canSwitchDirectoryPublishing(permissions, settings.data ?? {});
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="directory-sync-title">
      <Title order={2} size="h4" id="directory-sync-title" mb="md">
        Directory Sync
      </Title>
      {listing.isError && <ErrorAlert>There was an error retrieving data.</ErrorAlert>}
      {listing.data === null && (
        <Text size="sm" c="dimmed">
          This location is not set up for Local Listings.
        </Text>
      )}
      {listing.data && (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Directory</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Publishing</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {listing.data.directories.map((entry) => (
              <Table.Tr key={entry.directory_code} data-testid={`directory-${entry.directory_code}`}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {entry.directory_name}
                    </Text>
                    {entry.beta && (
                      <Badge size="xs" variant="outline">
                        BETA
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{statusLabel(entry.status, listing.data?.open_status)}</Text>
                </Table.Td>
                <Table.Td>
                  {entry.publishable && canSwitch ? (
                    <DirectoryPublishingSwitch locationId={locationId} entry={entry} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {entry.publishable ? (entry.directory_enabled ? 'On' : 'Off') : 'Read only'}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
