import { Modal, Stack, Table, Text } from '@mantine/core';
import type { LocationScore, ScoreInput, SubscoreName } from '@repute/domain';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { type ScoredEntity, useScoreBreakdown } from '../performance-api';
import { formatScore, formatStars } from '../performance-format';
import type { PerformanceFilters } from '../performance-query';
import { PERFORMANCE_TEXT } from '../performance-text';
import { formatInput, formatWeight, INPUT_LABELS, SUBSCORE_LABELS } from '../score-inputs';

type ScoreBreakdownModalProps = {
  entity: ScoredEntity | null;
  filters: PerformanceFilters;
  onClose: () => void;
};

const TOTAL_LABEL = 'Performance Score (the sum of what each subscore added)';
const FORMULA_NAMES = { classic: 'the classic formula', new: 'the new formula', custom: 'your custom weights' };

/**
 * The Performance Scores breakdown (issue 13): each subscore with its weight, its inputs' values and how much it
 * added. The API rounds each contribution so that they add up to the score exactly; the total row shows the sum.
 */
export function ScoreBreakdownModal({ entity, filters, onClose }: ScoreBreakdownModalProps) {
  const breakdown = useScoreBreakdown(entity, filters);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={entity !== null}
      onClose={onClose}
      title={`Performance Score: ${entity?.name ?? ''}`}
      size="xl"
    >
      {breakdown.isError ? (
        <ErrorAlert>{PERFORMANCE_TEXT.scoreError}</ErrorAlert>
      ) : breakdown.isPending ? (
        <TableSkeleton rows={5} label="Loading the score breakdown" />
      ) : breakdown.data ? (
        <Breakdown score={breakdown.data} />
      ) : (
        <Text>{PERFORMANCE_TEXT.empty}</Text>
      )}
    </Modal>
  );
}

function Breakdown({ score }: { score: LocationScore }) {
  const { total, confidence, subscores } = score.score;
  return (
    <Stack gap="md">
      <Text size="sm">
        Scored with {FORMULA_NAMES[score.formula]}. Each subscore is 0 to 100; its weight says how much of the score it
        can give. Weights of what cannot be measured here yet are shared out among the others.
      </Text>
      <ResponsiveTableContainer minWidth={640}>
        <Table aria-label="Score breakdown" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subscore</Table.Th>
              <Table.Th {...WIDE_ONLY}>Inputs</Table.Th>
              <Table.Th ta="right" {...WIDE_ONLY}>
                Subscore
              </Table.Th>
              <Table.Th ta="right" {...WIDE_ONLY}>
                Weight
              </Table.Th>
              <Table.Th ta="right">Added</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.values(subscores).map((subscore) => (
              <Table.Tr key={subscore.name} data-testid="breakdown-subscore">
                <Table.Td fw={600}>{SUBSCORE_LABELS[subscore.name as SubscoreName]}</Table.Td>
                <Table.Td {...WIDE_ONLY}>
                  {subscore.inputs.map((input) => (
                    <Text size="sm" key={input.input}>
                      {INPUT_LABELS[input.input as ScoreInput]}: {formatInput(input.input as ScoreInput, input.value)}{' '}
                      <Text span size="xs" c="dimmed">
                        (scores {input.score.toFixed(2)}, weight {formatWeight(input.weight)})
                      </Text>
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" {...WIDE_ONLY}>
                  {subscore.score.toFixed(2)}
                </Table.Td>
                <Table.Td ta="right" {...WIDE_ONLY}>
                  {formatWeight(subscore.weight)}
                </Table.Td>
                <Table.Td ta="right" data-testid="breakdown-added">
                  {subscore.contribution.toFixed(2)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              {/* Spans the columns a phone shows (decision 0115): four from 768 px up, the name's alone below. */}
              <Table.Th colSpan={4} visibleFrom="sm">
                {TOTAL_LABEL}
              </Table.Th>
              <Table.Th hiddenFrom="sm">{TOTAL_LABEL}</Table.Th>
              <Table.Th ta="right" data-testid="breakdown-total">
                {formatScore(total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ResponsiveTableContainer>
      <Text size="sm" c="dimmed">
        Confidence {Math.round(confidence * 100)}%: the rating is shrunk towards your account’s average in proportion to
        how few reviews there are (adjusted rating {formatStars(score.score.adjusted_rating)}).
      </Text>
    </Stack>
  );
}
