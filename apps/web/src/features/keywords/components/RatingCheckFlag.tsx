import { Group, Stack, Text } from '@mantine/core';
import type { RatingCheck } from '@repute/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { KEYWORDS_TEXT } from '../keywords-text';
import { ratingCheckFigures } from '../rating-check-text';

/**
 * Under a keyword or category the rating check flags (decision 0172): an icon and words, not colour alone, and the
 * figures behind it. In the row's first cell, which a phone keeps (decision 0115). Nothing when it agrees.
 */
export function RatingCheckFlag({ check }: { check: RatingCheck }) {
  if (!check.disagreement) return null;
  return (
    <Stack gap={0} mt={4}>
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {KEYWORDS_TEXT.ratingFlag}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {ratingCheckFigures(check)}
      </Text>
    </Stack>
  );
}
