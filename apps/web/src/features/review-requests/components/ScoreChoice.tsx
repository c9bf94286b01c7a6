import { Chip, Group } from '@mantine/core';
import type { SelectorType } from '@repute/domain';

/** Each microsurvey's answers, as the visitor sees them (the value is what the API stores). */
export const SCORE_OPTIONS: Record<SelectorType, { value: number; label: string }[]> = {
  nps: Array.from({ length: 11 }, (_, score) => ({ value: score, label: String(score) })),
  stars: [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} ★` })),
  thumbs: [
    { value: 1, label: 'Thumbs up' },
    { value: 0, label: 'Thumbs down' },
  ],
  smiles: [
    { value: 3, label: 'Happy' },
    { value: 2, label: 'Neutral' },
    { value: 1, label: 'Unhappy' },
  ],
};

type ScoreChoiceProps = {
  selectorType: SelectorType;
  value: number | undefined;
  onChange: (score: number) => void;
  labelledBy: string;
  size?: 'sm' | 'lg' | 'xl';
};

/** The row of answers to a microsurvey question. */
export function ScoreChoice({ selectorType, value, onChange, labelledBy, size = 'sm' }: ScoreChoiceProps) {
  return (
    <Chip.Group
      multiple={false}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
    >
      <Group gap={6} role="group" aria-labelledby={labelledBy}>
        {SCORE_OPTIONS[selectorType].map((option) => (
          <Chip key={option.value} value={String(option.value)} size={size}>
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
