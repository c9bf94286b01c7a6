import { Alert, Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useScorecardRequests } from '../scorecards-api';
import { NewScorecardModal } from './NewScorecardModal';
import { ScorecardRequestsTable, scorecardPagePath } from './ScorecardRequestsTable';

/** A partner's scorecards of prospects: create one, send its page, export them all (`partner_scorecards`). */
export function ScorecardRequests() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const canCreate = useMayCall('POST /scorecard_requests');
  const requests = useScorecardRequests(page, true);
  const createdUrl = created ? `${window.location.origin}${scorecardPagePath(created)}` : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={560}>
          Grade a prospect from public data against your standards and its nearest competitors, then send the page.
        </Text>
        <Group>
          <ExportMenu request={{ resource: 'partner_scorecards', filters: {} }} />
          {canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New Scorecard
            </Button>
          )}
        </Group>
      </Group>
      {createdUrl && (
        <Alert color="green" variant="light" title="The scorecard page is ready to send" role="status">
          <Group gap="sm">
            <Anchor href={createdUrl} target="_blank" rel="noopener" style={{ wordBreak: 'break-all' }}>
              {createdUrl}
            </Anchor>
            <CopyButton value={createdUrl}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      {requests.isError ? (
        <ErrorAlert error={requests.error} />
      ) : requests.isPending ? (
        <TableSkeleton rows={5} label="Loading the scorecards" />
      ) : requests.data._total === 0 ? (
        <EmptyState title="No Scorecards">Create one for a prospect to send them their page.</EmptyState>
      ) : (
        <>
          <ScorecardRequestsTable rows={requests.data._embedded.scorecard_requests} />
          <ListPagination page={page} totalPages={requests.data._total_pages} onChange={setPage} />
        </>
      )}
      <NewScorecardModal opened={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
    </Stack>
  );
}
