import { Anchor, Badge, Table } from '@mantine/core';
import { useAuth } from '../../../shared/auth/use-auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useLocationUrls } from '../api/location-extras-api';
import { useErrorToast } from '../hooks/use-error-toast';
import { LOCATION_TEXT } from '../messages';

type ReviewSourcesTabProps = { locationId: number };

/** The location's review sites and their addresses (GET /urls). */
export function ReviewSourcesTab({ locationId }: ReviewSourcesTabProps) {
  const auth = useAuth();
  const urls = useLocationUrls(auth?.account_id ?? 0, locationId);
  useErrorToast(urls.error, LOCATION_TEXT.fetchUrls);
  if (urls.isPending) return <TableSkeleton rows={3} label="Loading review sources" />;
  if (urls.isError) return <ErrorAlert>{LOCATION_TEXT.fetchUrls}</ErrorAlert>;
  if (urls.data.length === 0) return <EmptyState title="No review sources yet." />;
  return (
    <Table verticalSpacing="sm" aria-label="Review sources">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Source</Table.Th>
          <Table.Th>URL</Table.Th>
          <Table.Th>Review Requests</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {urls.data.map((url) => (
          <Table.Tr key={url.id}>
            <Table.Td fw={500}>{url.source_name}</Table.Td>
            <Table.Td>
              <Anchor href={url.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                {url.url}
              </Anchor>
            </Table.Td>
            <Table.Td>
              {url.request_reviews ? (
                <Badge variant="light" color="teal">
                  Used
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  Not used
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
