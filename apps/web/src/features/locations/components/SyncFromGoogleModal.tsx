import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { DIFF_MESSAGES } from '@repute/domain/listings';
import { LOCATION_MESSAGES } from '@repute/domain/locations';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast';
import { useAcceptDiff, useLocationDiff } from '../api/location-extras-api';
import { diffRows } from '../diff-format';
import { useErrorToast } from '../hooks/use-error-toast';
import { LOCATION_TEXT } from '../messages';

type SyncFromGoogleModalProps = { locationId: number; opened: boolean; onClose: () => void };

/**
 * Sync From Google (spec 001 §4): loading, error, nothing to sync, or the differences between this location
 * and its Google listing; accepting takes Google's values.
 */
export function SyncFromGoogleModal({ locationId, opened, onClose }: SyncFromGoogleModalProps) {
  const diff = useLocationDiff(locationId, opened);
  const accept = useAcceptDiff(locationId);
  const rows = diff.data ? diffRows(diff.data) : [];
  // A 422 says why there is nothing to compare (no Place ID, no integration, not found): worth showing.
  const reason = isApiError(diff.error) && diff.error.status === 422 ? errorText(diff.error) : undefined;
  // Otherwise the load itself failed: spec 000 §8's loader toast, beside the modal's own message.
  useErrorToast(reason === undefined ? diff.error : null, LOCATION_TEXT.loadLocationDiff);

  return (
    <Modal opened={opened} onClose={onClose} title="Sync From Google" size="xl">
      <Stack gap="md">
        {diff.isFetching && (
          <Center py="lg" role="status" aria-label="Loading Google location data">
            <Loader />
          </Center>
        )}
        {!diff.isFetching && diff.isError && (
          <Alert color="red" variant="light" role="alert">
            {DIFF_MESSAGES.fetchFailed}
            {reason && <Text size="sm">{reason}</Text>}
          </Alert>
        )}
        {!diff.isFetching && diff.data && rows.length === 0 && (
          <Text>Nothing to sync: this location already matches its Google listing.</Text>
        )}
        {!diff.isFetching && rows.length > 0 && (
          <>
            <Text>Google has different data for this location. Accepting replaces these values with Google's.</Text>
            <ScrollArea.Autosize mah="55vh">
              <Table verticalSpacing="sm" aria-label="Differences from Google">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>This Location</Table.Th>
                    <Table.Th>Google</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.field}>
                      <Table.Td fw={500}>{row.label}</Table.Td>
                      <Table.Td>
                        {row.current.map((line) => (
                          <Text key={line} size="sm">
                            {line}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        {row.google.map((line) => (
                          <Text key={line} size="sm">
                            {line}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {rows.length > 0 ? 'Cancel' : 'Close'}
          </Button>
          {rows.length > 0 && !diff.isFetching && (
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: (answer) => {
                    toast.success(answer.message || LOCATION_MESSAGES.synced);
                    onClose();
                  },
                  onError: () => toast.alert(DIFF_MESSAGES.syncFailed),
                })
              }
            >
              Accept Changes
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
