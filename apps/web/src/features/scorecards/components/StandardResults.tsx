import { List, Text, ThemeIcon } from '@mantine/core';
import type { ScorecardResult } from '@repute/domain/scorecards';
import { IconCheck, IconQuestionMark, IconX } from '@tabler/icons-react';

const STATUS = {
  pass: { word: 'Pass', color: 'green', Icon: IconCheck },
  fail: { word: 'Fail', color: 'red', Icon: IconX },
  unknown: { word: 'Not measured', color: 'gray', Icon: IconQuestionMark },
} as const;

/** Each standard as pass or fail with its value, in words (the icon only repeats them). */
export function StandardResults({ results }: { results: readonly ScorecardResult[] }) {
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {results.map((result) => {
        const status = STATUS[result.status];
        return (
          <List.Item
            key={result.code}
            icon={
              <ThemeIcon color={status.color} size={22} radius="xl" aria-hidden>
                <status.Icon size={14} />
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={600} span>
              {result.label}: {status.word}
            </Text>{' '}
            <Text size="sm" span>
              ({result.value_label})
            </Text>
            <Text size="xs" c="dimmed">
              {result.standard}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
