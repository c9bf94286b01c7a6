import { Box, Group, Stack, Table } from '@mantine/core';
import type { SourceSlice } from '@repute/domain';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatCount } from '../../../shared/lib/count-format';
import { formatRating } from '../metric-format';

type SourcesPieProps = { slices: SourceSlice[]; height: number };

const RING_HEIGHT = 170;

/**
 * The share of reviews by source: the API's top 4 sources plus 'Other', each in its chart color (spec 000
 * §9). The table under the ring says the same in text, so no one needs the colors to read it.
 */
export function SourcesPie({ slices, height }: SourcesPieProps) {
  return (
    <Stack gap="sm" mih={height}>
      <Box h={RING_HEIGHT} role="img" aria-label="Reviews by source">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices}
              dataKey="total_reviews"
              nameKey="name"
              innerRadius="60%"
              outerRadius="100%"
              paddingAngle={1}
              stroke="var(--mantine-color-body)"
              strokeWidth={2}
              isAnimationActive={false}
            >
              {slices.map((slice) => (
                <Cell key={slice.name} fill={slice.color} />
              ))}
            </Pie>
            <Tooltip formatter={(value, name) => [`${formatCount(Number(value))} reviews`, name]} />
          </PieChart>
        </ResponsiveContainer>
      </Box>
      <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} aria-label="Sources">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Source</Table.Th>
            <Table.Th ta="right">Reviews</Table.Th>
            <Table.Th ta="right">Share</Table.Th>
            <Table.Th ta="right">Rating</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slices.map((slice) => (
            <Table.Tr key={slice.name}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <Box w={10} h={10} style={{ borderRadius: '50%', background: slice.color, flexShrink: 0 }} />
                  {slice.name}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatCount(slice.total_reviews)}</Table.Td>
              <Table.Td ta="right">{slice.percent.toFixed(1)}%</Table.Td>
              <Table.Td ta="right">{formatRating(slice.average_rating)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
