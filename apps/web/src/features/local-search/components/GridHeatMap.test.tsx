import { MantineProvider } from '@mantine/core';
import { tilesCovering } from '@repute/domain/map-tiles';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMapTiles, startFakeMapTiles } from '../../../../../api/test/fakes/fake-map-tiles';
import { GridHeatMap } from './GridHeatMap';

let tileServer: FakeMapTiles;
beforeAll(async () => {
  tileServer = await startFakeMapTiles();
});
afterAll(async () => {
  await tileServer.close();
});

const points = Array.from({ length: 9 }, (_, index) => ({ index, rank: index + 1, answered: true, above: [] }));
const PLACE = { latitude: 47.6687, longitude: -122.3845, spacingKm: 1 };

function renderMap(map?: Parameters<typeof GridHeatMap>[0]['map']) {
  return render(
    <MantineProvider env="test">
      <GridHeatMap size={3} points={points} label="Rank at each of 9 grid points" map={map} />
    </MantineProvider>,
  );
}

const tileImages = (container: HTMLElement) => [...container.querySelectorAll('svg image')];

describe('GridHeatMap', () => {
  it('draws the grid alone when the install has no map tiles', () => {
    const { container } = renderMap();
    expect(screen.getByRole('img', { name: 'Rank at each of 9 grid points' })).toBeTruthy();
    expect(tileImages(container)).toEqual([]);
    expect(screen.queryByText(/^Map:/)).toBeNull();
  });

  it('lays the tile server’s tiles of the ground under the points, and credits them', async () => {
    const tiles = { url_template: tileServer.template, attribution: '© OpenStreetMap contributors' };
    const { container } = renderMap({ tiles, place: PLACE });
    const images = tileImages(container);
    // A 3×3 grid 1 km apart is 128 units a side at 44 units a kilometre.
    const expected = tilesCovering(tiles.url_template, { ...PLACE, side: 128, metresPerUnit: 1000 / 44 });
    expect(images.map((image) => image.getAttribute('href'))).toEqual(expected.map((tile) => tile.url));
    expect(images[0]?.getAttribute('width')).toBe(String(expected[0]?.size));
    // Under the points: the tiles come before the first point in the drawing order.
    const svg = container.querySelector('svg');
    expect(svg?.children[1]?.tagName.toLowerCase()).toBe('image');
    expect(screen.getByText('Map: © OpenStreetMap contributors')).toBeTruthy();
    for (const image of images) {
      const fetched = await fetch(image.getAttribute('href') ?? '');
      expect(fetched.status).toBe(200);
    }
    expect(tileServer.asked).toHaveLength(images.length);
  });
});
