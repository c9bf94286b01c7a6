import { describe, expect, it } from 'vitest';
import { TILE_PIXELS, tilesCovering, tileUrl, worldPixel } from './map-tiles';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileOf = (latitude: number, longitude: number, zoom: number) => {
  const pixel = worldPixel(latitude, longitude, zoom);
  return [Math.floor(pixel.x / TILE_PIXELS), Math.floor(pixel.y / TILE_PIXELS)];
};
const zxy = (url: string) =>
  url
    .match(/(\d+)\/(\d+)\/(\d+)\.png$/)
    ?.slice(1)
    .map(Number) ?? [];

/** A 7×7 grid at 1 km spacing as the heat map draws it: 40-unit cells 4 apart, so 44 units a kilometre. */
const SEATTLE = { latitude: 47.6687, longitude: -122.3845, side: 7 * 40 + 6 * 4, metresPerUnit: 1000 / 44 };

describe('map tiles', () => {
  it('names a tile by its zoom, column and row', () => {
    expect(tileUrl(OSM, 16, 32745, 21794)).toBe('https://tile.openstreetmap.org/16/32745/21794.png');
  });

  it('finds the tile of a place as OpenStreetMap numbers them', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(tileOf(51.5007, -0.1246, 16)).toEqual([32745, 21794]);
    expect(tileOf(-33.8688, 151.2093, 10)).toEqual([942, 614]);
    expect(tileOf(47.6687, -122.3845, 12)).toEqual([655, 1429]);
  });

  it('covers the whole picture with the tiles of the zoom nearest its scale, the centre tile under the centre', () => {
    const tiles = tilesCovering(OSM, SEATTLE);
    // 22.7 m a unit; zoom 12's pixels are 25.7 m there, zoom 13's 12.9 m.
    expect(new Set(tiles.map((tile) => zxy(tile.url)[0]))).toEqual(new Set([12]));
    const size = tiles[0]?.size ?? 0;
    expect(size).toBeCloseTo((TILE_PIXELS * 25.74) / (1000 / 44), 0);
    expect(Math.min(...tiles.map((tile) => tile.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((tile) => tile.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.x + tile.size))).toBeGreaterThanOrEqual(SEATTLE.side);
    expect(Math.max(...tiles.map((tile) => tile.y + tile.size))).toBeGreaterThanOrEqual(SEATTLE.side);
    const middle = SEATTLE.side / 2;
    const under = tiles.find(
      (tile) => tile.x <= middle && middle < tile.x + tile.size && tile.y <= middle && middle < tile.y + tile.size,
    );
    expect(zxy(under?.url ?? '')).toEqual([12, 655, 1429]);
    // No tile twice, and none that lies wholly outside the picture.
    expect(new Set(tiles.map((tile) => tile.url)).size).toBe(tiles.length);
    for (const tile of tiles) {
      expect(tile.x < SEATTLE.side && tile.x + tile.size > 0 && tile.y < SEATTLE.side && tile.y + tile.size > 0).toBe(
        true,
      );
    }
  });

  it('wraps around the 180th meridian and asks no row beyond the map', () => {
    const fiji = tilesCovering(OSM, { ...SEATTLE, latitude: -17, longitude: 179.999 });
    const columns = fiji.map((tile) => zxy(tile.url)[1]);
    expect(columns).toContain(0);
    expect(Math.max(...(columns as number[]))).toBe(2 ** (zxy(fiji[0]?.url ?? '')[0] ?? 0) - 1);
    const north = tilesCovering(OSM, { ...SEATTLE, latitude: 85.05, longitude: 0, metresPerUnit: 50_000 });
    expect(north.every((tile) => (zxy(tile.url)[2] ?? -1) >= 0)).toBe(true);
  });
});
