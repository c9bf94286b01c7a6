import { Badge, VisuallyHidden } from '@mantine/core';
import type { ScorecardGrade } from '@repute/domain/scorecards';

const COLORS = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', F: 'red' } as const;

/** A scorecard's letter, its colour a second cue only: the letter itself is the grade. */
export function GradeBadge({ grade }: { grade: ScorecardGrade['grade'] }) {
  if (grade === null) {
    return (
      <Badge variant="light" color="gray" size="lg">
        No grade
      </Badge>
    );
  }
  return (
    <Badge variant="filled" color={COLORS[grade]} size="lg">
      <VisuallyHidden>Grade </VisuallyHidden>
      {grade}
    </Badge>
  );
}
