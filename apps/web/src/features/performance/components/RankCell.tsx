import { Group, Table, Text, ThemeIcon } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { type Medal, medalOf } from '../performance-format';

const MEDAL_COLORS: Record<Medal, string> = { gold: 'yellow.6', silver: 'gray.5', bronze: 'orange.7' };
const MEDAL_NAMES: Record<Medal, string> = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' };

/** Spec 001 §9: the rank, with a medal for ranks 1 to 3. */
export function RankCell({ rank }: { rank: number }) {
  const medal = medalOf(rank);
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        <Text fw={600}>{rank}</Text>
        {medal && (
          <ThemeIcon size="sm" radius="xl" variant="filled" color={MEDAL_COLORS[medal]} title={MEDAL_NAMES[medal]}>
            <IconMedal size={14} role="img" aria-label={MEDAL_NAMES[medal]} />
          </ThemeIcon>
        )}
      </Group>
    </Table.Td>
  );
}
