import { Text } from '@mantine/core';
import { COMPETITORS_TEXT } from '../competitors-text';

/**
 * Says why a response rate reads n/a, under a table that has one: no source competitors are read from shows the
 * owners' answers, and an unknown share must not pass for 0% (decision 0164).
 */
export function ResponseRateNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {COMPETITORS_TEXT.responseRateNote}
    </Text>
  );
}
