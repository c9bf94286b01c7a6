import { Anchor, Table, Text } from '@mantine/core';
import type { TrackedSearchDetail } from '@repute/domain/local-search';
import { Link } from 'react-router';
import { ResponsiveTableContainer } from '../../../shared/ui/ResponsiveTableContainer';

type OutrankingCompetitorsProps = { competitors: TrackedSearchDetail['competitors']; points: number };

/** The businesses that rank above the location at the most points; a tracked competitor links to Competitors. */
export function OutrankingCompetitors({ competitors, points }: OutrankingCompetitorsProps) {
  if (competitors.length === 0) {
    return <Text c="dimmed">No business ranks above this location in the latest scan.</Text>;
  }
  return (
    <ResponsiveTableContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Business</Table.Th>
            <Table.Th>Points above you</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {competitors.map((competitor) => (
            <Table.Tr key={competitor.place_id}>
              <Table.Td>
                {competitor.competitor_url ? (
                  <Anchor component={Link} to={competitor.competitor_url}>
                    {competitor.name}
                  </Anchor>
                ) : (
                  competitor.name
                )}
              </Table.Td>
              <Table.Td>
                {competitor.points_above} of {points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
