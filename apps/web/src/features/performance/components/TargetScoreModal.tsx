import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import { type PerformanceRow, SCORE_INPUTS } from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useMetricTargets, useTargetScore } from '../performance-api';
import { formatScore } from '../performance-format';
import type { PerformanceFilters } from '../performance-query';
import { PERFORMANCE_TEXT } from '../performance-text';
import { formatInput, formatWeight, TARGET_LABELS } from '../score-inputs';
import { entityOf } from './PerformanceTable';
import { TargetScoreNote } from './TargetScoreNote';

type TargetScoreModalProps = {
  row: PerformanceRow | null;
  /** The screen's filters: the target score is read for the same window, sources and previous period. */
  filters: PerformanceFilters;
  isAdmin: boolean;
  onClose: () => void;
};

/**
 * The Target Score of a row, read from /target_scores for it (spec 001 §7 "target scores per location or group"):
 * how far it reached the account's targets, with the targets and their weights.
 */
export function TargetScoreModal({ row, filters, isAdmin, onClose }: TargetScoreModalProps) {
  const appPath = useAppPath();
  const targets = useMetricTargets(row !== null);
  const targetScore = useTargetScore(row ? entityOf(row) : null, filters);
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
        {targetScore.isError ? (
          <ErrorAlert>{PERFORMANCE_TEXT.targetScoresError}</ErrorAlert>
        ) : targetScore.isPending ? (
          <TableSkeleton rows={1} label="Loading the target score" />
        ) : (
          <Text>
            {`${formatScore(targetScore.data?.total_score ?? null)}${
              filters.with_lag ? ` (previous period ${formatScore(targetScore.data?.lag_score ?? null)})` : ''
            }`}
          </Text>
        )}
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
