import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import { type PerformanceRow, SCORE_INPUTS } from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useMetricTargets } from '../performance-api';
import { formatScore } from '../performance-format';
import { PERFORMANCE_TEXT } from '../performance-text';
import { formatInput, formatWeight, TARGET_LABELS } from '../score-inputs';
import { TargetScoreNote } from './TargetScoreNote';

type TargetScoreModalProps = {
  row: PerformanceRow | null;
  isAdmin: boolean;
  withLag: boolean;
  onClose: () => void;
};

/** The Target Score of a row: how far it reached the account's targets, and the targets with their weights. */
export function TargetScoreModal({ row, isAdmin, withLag, onClose }: TargetScoreModalProps) {
  const appPath = useAppPath();
  const targets = useMetricTargets(row !== null);
  const name = row?.location_name ?? row?.group_name ?? '';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={row !== null}
      onClose={onClose}
      title={`Target Score: ${name}`}
      size="lg"
    >
      <Stack gap="md">
        <Text>
          {formatScore(row?.target_score ?? null)}
          {withLag && ` (previous period ${formatScore(row?.target_score_lag ?? null)})`}
        </Text>
        <Text size="sm">
          Each target counts by its weight, in full once reached (a response time at or under its target), in part
          before.
        </Text>
        {targets.isError ? (
          <ErrorAlert>{PERFORMANCE_TEXT.targetsError}</ErrorAlert>
        ) : targets.isPending ? (
          <TableSkeleton rows={6} label="Loading the targets" />
        ) : (
          <Table aria-label="Targets" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Target</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th ta="right">Weight</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SCORE_INPUTS.map((input) => (
                <Table.Tr key={input}>
                  <Table.Td>{TARGET_LABELS[input]}</Table.Td>
                  <Table.Td ta="right">{formatInput(input, targets.data[input])}</Table.Td>
                  <Table.Td ta="right">{formatWeight(targets.data[`${input}_weight`])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <TargetScoreNote isAdmin={isAdmin} />
        {isAdmin && (
          <Anchor component={Link} to={appPath('/settings/target-score')}>
            {PERFORMANCE_TEXT.editTargetScore}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
