import { Alert, Stack, Text } from '@mantine/core';
import type { RatingCheck } from '@repute/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { KEYWORDS_TEXT } from '../keywords-text';
import { ratingNoteSummary } from '../rating-check-text';

type RatingCheckNoteProps = {
  items: readonly { rating_check: RatingCheck }[];
  /** What the list holds, one and many: keyword/keywords, category/categories. */
  noun: readonly [string, string];
};

/** Above a list where the rating check flags anything (decision 0172): how many, and what the flag means. */
export function RatingCheckNote({ items, noun }: RatingCheckNoteProps) {
  const flagged = items.filter((item) => item.rating_check.disagreement !== null).length;
  if (flagged === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={KEYWORDS_TEXT.ratingNoteTitle}
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
    >
      <Stack gap={4}>
        <Text size="sm">{ratingNoteSummary(flagged, noun[0], noun[1])}</Text>
        <Text size="sm">{KEYWORDS_TEXT.ratingNoteExplanation}</Text>
      </Stack>
    </Alert>
  );
}
