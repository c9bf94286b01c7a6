import { spacingKm, tilesCovering } from '@repute/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeMapTiles, startFakeMapTiles } from '../../../test/fakes/fake-map-tiles';
import { client, useTestApp } from '../../../test/test-app';

let tiles: FakeMapTiles;
const ATTRIBUTION = '© OpenStreetMap contributors';

const {
  t,
  sessions: { admin, limited },
} = useTestApp({
  app: async () => {
    tiles = await startFakeMapTiles();
    return { localSearchTiles: { url_template: tiles.template, attribution: ATTRIBUTION } };
  },
  logins: { admin: 'admin@northwind.example', limited: 'limited@northwind.example' },
});
afterAll(async () => {
  await tiles.close();
});

describe('map tiles under the heat map (LOCAL_SEARCH_TILE_URL)', () => {
  it('gives the install’s tile template, whose tiles for a grid are all on the tile server', async () => {
    const answer = await client(t, admin).get('/api/local_search/map_tiles');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ tiles: { url_template: tiles.template, attribution: ATTRIBUTION } });
    // The page may load them: the tile server is among the image sources the app's CSP allows.
    expect(answer.headers['content-security-policy']).toContain(
      `img-src 'self' data: https: ${new URL(tiles.template).origin}`,
    );
    expect((await client(t, limited).get('/api/local_search/map_tiles')).statusCode).toBe(403);

    // A 15×15 grid 2 miles apart, as the heat map draws it (40-unit cells 4 apart), near the antimeridian and a pole.
    for (const centre of [
      { latitude: 47.6687, longitude: -122.3845 },
      { latitude: -16.5, longitude: 179.95 },
      { latitude: 84.9, longitude: 10 },
    ]) {
      const placed = tilesCovering(answer.json().tiles.url_template, {
        ...centre,
        side: 15 * 40 + 14 * 4,
        metresPerUnit: (spacingKm(2, 'mi') * 1000) / 44,
      });
      expect(placed.length).toBeGreaterThan(0);
      for (const tile of placed) {
        const fetched = await fetch(tile.url);
        expect(fetched.status, tile.url).toBe(200);
        expect(fetched.headers.get('content-type')).toBe('image/png');
      }
    }
    expect(tiles.asked.length).toBeGreaterThan(3);
  });
});
