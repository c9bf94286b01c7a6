import { describe, expect, it } from 'vitest';
import { gridPoint, KM_PER_MILE, measuresOf, NOT_FOUND_RANK, zoneOf } from './local-search';

describe('local search measures (docs/local-search.md)', () => {
  it('works out SoLV, ARP, ATRP and the zones of a scan', () => {
    // Nine points a kilometre apart: three in the top 3, two on page one, one further down, three not found.
    const ranks = [1, 2, 3, 5, 10, 15, null, null, null];
    expect(measuresOf(ranks, 1)).toEqual({
      solv: 33.33,
      arp: 6,
      atrp: (1 + 2 + 3 + 5 + 10 + 15 + 3 * NOT_FOUND_RANK) / 9,
      zones: { top: 3, near: 2, far: 1, not_found: 3 },
      top_area: 3,
      points: 9,
    });
  });

  it('has no ARP where the location is found nowhere, and counts area by the cell', () => {
    const measures = measuresOf([null, null, null, null], 2);
    expect(measures).toMatchObject({ solv: 0, arp: null, atrp: 21, top_area: 0 });
    expect(measures.zones.not_found).toBe(16);
  });

  it('puts each rank in its zone', () => {
    expect([1, 3, 4, 10, 11, 20, null].map(zoneOf)).toEqual(['top', 'top', 'near', 'near', 'far', 'far', 'not_found']);
  });
});

describe('grid geometry', () => {
  const grid = { size: 3, spacing: 1, unit: 'mi' as const, latitude: 47.6, longitude: -122.3 };

  it('puts the centre point on the location and north at the top, row by row', () => {
    expect(gridPoint(grid, 4)).toMatchObject({ row: 1, column: 1, latitude: 47.6, longitude: -122.3 });
    const northWest = gridPoint(grid, 0);
    expect(northWest.latitude).toBeGreaterThan(47.6);
    expect(northWest.longitude).toBeLessThan(-122.3);
    expect(gridPoint(grid, 8).latitude).toBeLessThan(47.6);
  });

  it('spaces the points by the spacing, in miles or kilometres', () => {
    const north = gridPoint(grid, 1);
    expect((north.latitude - 47.6) * 111.32).toBeCloseTo(KM_PER_MILE, 3);
    const east = gridPoint({ ...grid, unit: 'km' }, 5);
    expect((east.longitude + 122.3) * 111.32 * Math.cos((47.6 * Math.PI) / 180)).toBeCloseTo(1, 3);
  });
});
