import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TrackedSearch } from '@repute/domain/local-search';

type MeasureCardsProps = { measures: NonNullable<TrackedSearch['measures']>; change: TrackedSearch['change'] };

type Measure = {
  label: string;
  value: string;
  change: number | null;
  /** ARP and ATRP improve as they fall. */
  lowerIsBetter?: boolean;
  unit?: string;
};

const number = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });

function changeText(change: number | null, lowerIsBetter = false, unit = '') {
  if (change === null) return { text: 'No earlier scan', color: 'dimmed' };
  if (change === 0) return { text: 'No change since the previous scan', color: 'dimmed' };
  const better = lowerIsBetter ? change < 0 : change > 0;
  return {
    text: `${change > 0 ? '+' : '−'}${number(Math.abs(change))}${unit} since the previous scan`,
    color: better ? 'teal.9' : 'red.9',
  };
}

/** SoLV, ARP, ATRP and the top-3 area (docs/local-search.md), each with its change since the previous scan. */
export function MeasureCards({ measures, change }: MeasureCardsProps) {
  const items: Measure[] = [
    { label: 'SoLV', value: `${number(measures.solv)}%`, change: change?.solv ?? null, unit: ' pts' },
    {
      label: 'ARP',
      value: measures.arp === null ? '–' : number(measures.arp),
      change: change?.arp ?? null,
      lowerIsBetter: true,
    },
    { label: 'ATRP', value: number(measures.atrp), change: change?.atrp ?? null, lowerIsBetter: true },
    { label: 'Top 3 area', value: `${number(measures.top_area)} km²`, change: change?.top_area ?? null, unit: ' km²' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => {
        const delta = changeText(item.change, item.lowerIsBetter, item.unit);
        return (
          <Paper key={item.label} withBorder radius="md" p="sm">
            <Text size="sm" c="dimmed">
              {item.label}
            </Text>
            <Group gap="xs">
              <Text fz="xl" fw={700}>
                {item.value}
              </Text>
            </Group>
            <Text size="xs" c={delta.color}>
              {delta.text}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
