import { Box, Group, Stack, Text } from '@mantine/core';
import { SEARCH_ZONES, type SearchZoneCode, zoneOf } from '@repute/domain/local-search';
import { type MapTiles, tilesCovering } from '@repute/domain/map-tiles';

type Point = { index: number; rank: number | null; answered: boolean; above: string[] };

/** Where the grid lies on the ground: its centre and the distance between two points. */
export type GridPlace = { latitude: number; longitude: number; spacingKm: number };

type GridHeatMapProps = {
  size: number;
  points: readonly Point[];
  label: string;
  /** The install's map tiles and where the grid lies: drawn under the points when both are given. */
  map?: { tiles: MapTiles; place: GridPlace };
};

/** Each zone's fill and the text colour that reads on it at WCAG AA (4.5:1 or better). */
const ZONE_COLORS: Record<SearchZoneCode, { fill: string; text: string }> = {
  top: { fill: '#1b5e20', text: '#ffffff' },
  near: { fill: '#f9c74f', text: '#000000' },
  far: { fill: '#f3722c', text: '#000000' },
  not_found: { fill: '#b71c1c', text: '#ffffff' },
};
const LOST = { fill: '#e9ecef', text: '#000000' };
const CELL = 40;
const GAP = 4;

const rankText = (point: Point) => (!point.answered ? '–' : point.rank === null ? '20+' : String(point.rank));

function describe(point: Point): string {
  if (!point.answered) return `Point ${point.index + 1}: not asked (the scan lost it)`;
  const rank = point.rank === null ? 'not in the top 20' : `rank ${point.rank}`;
  return `Point ${point.index + 1}: ${rank}${point.above.length ? `; above: ${point.above.slice(0, 3).join(', ')}` : ''}`;
}

/**
 * The grid as a heat map drawn from the data (no map tiles needed): one square a point, north up, coloured by its
 * search zone and showing the rank; the centre (the location's grid centre) is outlined. With the install's map
 * tiles (decision 0165), the map of the ground the grid covers lies under the points, credited below.
 */
export function GridHeatMap({ size, points, label, map }: GridHeatMapProps) {
  const side = size * CELL + (size - 1) * GAP;
  const centre = (size * size - 1) / 2;
  // One spacing on the ground is one cell and one gap in the picture.
  const tiles = map
    ? tilesCovering(map.tiles.url_template, {
        latitude: map.place.latitude,
        longitude: map.place.longitude,
        side,
        metresPerUnit: (map.place.spacingKm * 1000) / (CELL + GAP),
      })
    : [];
  return (
    <Stack gap="xs">
      <Box maw={side} w="100%">
        <svg viewBox={`0 0 ${side} ${side}`} width="100%" role="img" aria-label={label}>
          <title>{label}</title>
          {tiles.map((tile) => (
            <image
              key={tile.url}
              href={tile.url}
              x={tile.x}
              y={tile.y}
              width={tile.size}
              height={tile.size}
              preserveAspectRatio="none"
              aria-hidden
            />
          ))}
          {points.map((point) => {
            const row = Math.floor(point.index / size);
            const column = point.index % size;
            const colors = point.answered ? ZONE_COLORS[zoneOf(point.rank)] : LOST;
            const x = column * (CELL + GAP);
            const y = row * (CELL + GAP);
            return (
              <g key={point.index}>
                <title>{describe(point)}</title>
                <rect
                  x={x}
                  y={y}
                  width={CELL}
                  height={CELL}
                  rx={CELL / 2}
                  fill={colors.fill}
                  stroke={point.index === centre ? '#000000' : 'none'}
                  strokeWidth={3}
                />
                <text
                  x={x + CELL / 2}
                  y={y + CELL / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={14}
                  fontWeight={700}
                  fill={colors.text}
                >
                  {rankText(point)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      {map && (
        <Text size="xs" c="dimmed">
          Map: {map.tiles.attribution}
        </Text>
      )}
      <Group gap="md" wrap="wrap" aria-label="Search zones legend" role="list">
        {SEARCH_ZONES.map((zone) => (
          <Group key={zone.code} gap={6} role="listitem" wrap="nowrap">
            <Box w={14} h={14} style={{ borderRadius: 7, background: ZONE_COLORS[zone.code].fill }} aria-hidden />
            <Text size="sm">{zone.label}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
