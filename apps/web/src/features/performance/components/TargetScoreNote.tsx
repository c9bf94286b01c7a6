import { Text } from '@mantine/core';
import { PERFORMANCE_TEXT } from '../performance-text';

/** Spec 001 §6: who the target score comes from, said to admins and to everyone else. */
export function TargetScoreNote({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Text size="sm" c="dimmed">
      {isAdmin ? PERFORMANCE_TEXT.createdByYou : PERFORMANCE_TEXT.setByAdmin}
    </Text>
  );
}
