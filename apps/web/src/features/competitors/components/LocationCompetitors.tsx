import { Badge, Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Competitor, CompetitorStatus } from '@repute/domain/competitors';
import { useState } from 'react';
import { formatCount } from '../../../shared/lib/count-format';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { formatRating } from '../competitor-format';
import { useLocationCompetitors, useSetCompetitorStatus, useSuggestCompetitors } from '../competitors-api';
import { COMPETITORS_TEXT } from '../competitors-text';
import { AddCompetitorModal } from './AddCompetitorModal';
import { CompetitorHistory } from './CompetitorHistory';

const STATUS_COLORS: Record<CompetitorStatus, string> = { approved: 'green', suggested: 'blue', rejected: 'gray' };
const STATUS_LABELS: Record<CompetitorStatus, string> = {
  approved: 'Approved',
  suggested: 'Suggested',
  rejected: 'Rejected',
};

type LocationCompetitorsProps = { locationId: number; locationName: string; from?: string; to?: string };

/** One location's competitor set: decide on suggestions, find more nearby, add by hand, and see one's history. */
export function LocationCompetitors({ locationId, locationName, from, to }: LocationCompetitorsProps) {
  const competitors = useLocationCompetitors(locationId);
  const setStatus = useSetCompetitorStatus();
  const suggest = useSuggestCompetitors();
  const mayUpdate = useMayCall('PATCH /competitors/:id');
  const mayCreate = useMayCall('POST /competitors');
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<Competitor | null>(null);

  const decide = (competitor: Competitor, status: CompetitorStatus) =>
    setStatus.mutate(
      { id: competitor.id, status },
      { onError: (error) => toast.alert(`Could not change ${competitor.name}`, { error }) },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Competitors of ${locationName}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {`Competitors of ${locationName}`}
        </Title>
        {mayCreate && (
          <Group gap="xs">
            <Button
              variant="default"
              loading={suggest.isPending}
              onClick={() =>
                suggest.mutate(locationId, {
                  onSuccess: (found) => toast.success(`${formatCount(found._total)} new suggestions`),
                  onError: (error) => toast.alert('Could not suggest competitors', { error }),
                })
              }
            >
              Suggest competitors
            </Button>
            <Button onClick={() => setAdding(true)}>Add competitor</Button>
          </Group>
        )}
      </Group>
      {competitors.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : competitors.isPending ? (
        <TableSkeleton rows={5} label="Loading competitors" />
      ) : competitors.data.length === 0 ? (
        <EmptyState title={COMPETITORS_TEXT.noCompetitors}>{COMPETITORS_TEXT.noCompetitorsHint}</EmptyState>
      ) : (
        <ResponsiveTableContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={`Competitors of ${locationName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" {...WIDE_ONLY}>
                  Rating
                </Table.Th>
                <Table.Th scope="col" {...WIDE_ONLY}>
                  Reviews
                </Table.Th>
                <Table.Th scope="col" {...WIDE_ONLY}>
                  Brand
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {competitors.data.map((competitor) => (
                <Table.Tr key={competitor.id}>
                  <Table.Th scope="row" fw={500}>
                    {competitor.name}
                    <Text size="xs" c="dimmed">
                      {competitor.address}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[competitor.status]} tt="none">
                      {STATUS_LABELS[competitor.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td {...WIDE_ONLY}>{formatRating(competitor.rating)}</Table.Td>
                  <Table.Td {...WIDE_ONLY}>
                    {competitor.review_count === null ? '—' : formatCount(competitor.review_count)}
                  </Table.Td>
                  <Table.Td {...WIDE_ONLY}>{competitor.brand_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      <Button size="compact-sm" variant="subtle" onClick={() => setShown(competitor)}>
                        History
                      </Button>
                      {mayUpdate && competitor.status !== 'approved' && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={`Approve ${competitor.name}`}
                          onClick={() => decide(competitor, 'approved')}
                        >
                          Approve
                        </Button>
                      )}
                      {mayUpdate && competitor.status !== 'rejected' && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Reject ${competitor.name}`}
                          onClick={() => decide(competitor, 'rejected')}
                        >
                          Reject
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTableContainer>
      )}
      {shown && <CompetitorHistory competitor={shown} from={from} to={to} onClose={() => setShown(null)} />}
      <AddCompetitorModal locationId={locationId} opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
