import { Modal, Stack, Text } from '@mantine/core';
import { NEW_FORMULA_WEIGHTS } from '@repute/domain';
import { useScoreWeights } from '../performance-api';

type IndustryScoreModalProps = { opened: boolean; onClose: () => void };

const NEW_FORMULA_TEXT = `Photo Count ${NEW_FORMULA_WEIGHTS.owner_photos_count}%, Review Volume ${NEW_FORMULA_WEIGHTS.total_reviews}%, Average Rating ${NEW_FORMULA_WEIGHTS.avg_rating}%, Response Time ${NEW_FORMULA_WEIGHTS.response_time}%, Response Rate ${NEW_FORMULA_WEIGHTS.response_rate}%`;

/**
 * The Industry Score and the formula change (spec 001 §9's new weights): the industry score is always computed
 * with the account's own formula, so it stays comparable with the rows after the formula changed.
 */
export function IndustryScoreModal({ opened, onClose }: IndustryScoreModalProps) {
  const weights = useScoreWeights();
  const formula = weights.data?.formula;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Industry Score"
      size="lg"
    >
      <Stack gap="sm">
        <Text fw={600}>The Performance Score formula has changed.</Text>
        <Text size="sm">The new formula weighs {NEW_FORMULA_TEXT}.</Text>
        <Text size="sm">
          {formula === 'custom'
            ? 'Your account uses custom weights set by your admin.'
            : formula === 'classic'
              ? 'Your account still uses the classic formula.'
              : 'Your account uses the new formula.'}{' '}
          The Industry Score is the average score of the accounts of your industry on this service, computed with your
          account’s formula over the same dates, so it compares like with like. It is shown only when there are enough
          accounts to keep each one anonymous; otherwise there is not enough data.
        </Text>
      </Stack>
    </Modal>
  );
}
