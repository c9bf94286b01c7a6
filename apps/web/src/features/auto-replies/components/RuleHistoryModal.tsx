import { Badge, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { AutoReplyRule } from '@repute/domain/auto-replies';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { formatDay } from '../../../shared/lib/account-time';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useRuleHistory } from '../auto-replies-api';
import { delayText } from '../rule-form-values';

const RUN_LABELS = {
  scheduled: 'Scheduled',
  posted: 'Posted',
  queued_for_approval: 'Waiting for approval',
  held_for_person: 'Held for a person',
  skipped: 'Not posted',
} as const;

/** A rule's saved versions and what it did with each review it took. */
export function RuleHistoryModal({ rule, onClose }: { rule: AutoReplyRule | null; onClose: () => void }) {
  const history = useRuleHistory(rule?.id ?? null);
  const { timeZone } = useAccountCalendar();
  const appPath = useAppPath();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={rule !== null}
      onClose={onClose}
      title={`History of ${rule?.name ?? ''}`}
      size="lg"
    >
      {history.isPending && <TableSkeleton label="Loading history" />}
      {history.error && <ErrorAlert error={history.error} />}
      {history.data && (
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-labelledby="rule-runs-title">
            <Title order={3} size="h5" id="rule-runs-title">
              Replies
            </Title>
            {history.data.runs.length === 0 ? (
              <Text c="dimmed">This rule has not taken any review yet.</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Review</Table.Th>
                    <Table.Th>What happened</Table.Th>
                    <Table.Th>When</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.runs.map((run) => (
                    <Table.Tr key={run.id}>
                      <Table.Td>
                        <Link to={appPath(`/reviews/${run.review_id}`)}>{`Review ${run.review_id}`}</Link>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={run.status === 'posted' ? 'green' : 'gray'}>
                          {RUN_LABELS[run.status]}
                        </Badge>
                        {run.reason && <Text size="xs">{run.reason}</Text>}
                      </Table.Td>
                      <Table.Td>{formatDay(run.due_at, timeZone)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="rule-versions-title">
            <Title order={3} size="h5" id="rule-versions-title">
              Versions
            </Title>
            {history.data.versions.map((version) => (
              <Text key={version.version} size="sm">
                {`Version ${version.version}, ${formatDay(version.changed_at, timeZone)} by ${version.changed_by ?? 'a former user'}: ${version.rule.enabled ? 'on' : 'off'}, ${version.rule.rating_min}–${version.rule.rating_max}★, after ${delayText(version.rule.delay_minutes)}`}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
