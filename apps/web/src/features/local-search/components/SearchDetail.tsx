import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { spacingKm } from '@repute/domain/local-search';
import type { SearchDetailQuery } from '../local-search-api';
import { useMapTiles, useTrackedSearch } from '../local-search-api';
import { GridHeatMap } from './GridHeatMap';
import { MeasureCards } from './MeasureCards';
import { OutrankingCompetitors } from './OutrankingCompetitors';
import { ScanTrend } from './ScanTrend';

type SearchDetailProps = { id: number; query: SearchDetailQuery };

/** One tracked search: the latest scan's grid as a heat map, its measures, who outranks the location, the trend. */
export function SearchDetail({ id, query }: SearchDetailProps) {
  const detail = useTrackedSearch(id, query);
  const tiles = useMapTiles().data?.tiles;
  const search = detail.data;
  if (!search) return null;
  const title = `“${search.keyword}” for ${search.location_name}`;
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="lg">
      <Stack>
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {search.grid_size}×{search.grid_size} grid, {search.spacing} {search.spacing_unit} apart
            {search.last_scan_at ? `; scanned ${new Date(search.last_scan_at).toLocaleString()}` : ''}
          </Text>
        </div>
        {search.measures ? (
          <>
            <MeasureCards measures={search.measures} change={search.change} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Rank at each grid point
                </Title>
                <GridHeatMap
                  map={
                    tiles
                      ? {
                          tiles,
                          place: {
                            latitude: search.center_latitude,
                            longitude: search.center_longitude,
                            spacingKm: spacingKm(search.spacing, search.spacing_unit),
                          },
                        }
                      : undefined
                  }
                  size={search.grid_size}
                  points={search.points}
                  label={`Rank of ${search.location_name} for “${search.keyword}” at each of ${search.points.length} grid points`}
                />
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Businesses that outrank you
                </Title>
                <OutrankingCompetitors competitors={search.competitors} points={search.measures.points} />
              </Stack>
            </SimpleGrid>
            <Title order={3} size="h4">
              Scans in this period
            </Title>
            <ScanTrend scans={search.scans} />
          </>
        ) : (
          <Text>{search.scanning ? 'The first scan is running.' : 'No scan in this period yet.'}</Text>
        )}
      </Stack>
    </Paper>
  );
}
