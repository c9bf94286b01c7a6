import { gridPoint, measuresOf, pointCount, spacingKm } from '@repute/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { createSandboxLocalSearch } from '../connectors/local-search-sandbox';
import { createLocalSearchRepo } from '../modules/local-search/local-search.repo';
import type { Database } from '../platform/db/client';
import { localSearches, localSearchPoints, localSearchScans, locations } from '../platform/db/schema';
import type { DemoAccount } from './demo-accounts';

/** The keywords a demo account tracks, by its vertical. */
const KEYWORDS: Record<string, string[]> = {
  healthcare: ['dentist', 'emergency dentist near me'],
  restaurant: ['restaurant', 'brunch near me'],
  fitness: ['gym', 'yoga classes near me'],
};
/** Where the demo cities are, for the grids' centres. */
const CITIES: Record<string, { latitude: number; longitude: number }> = {
  Seattle: { latitude: 47.6062, longitude: -122.3321 },
  Bellevue: { latitude: 47.6101, longitude: -122.2015 },
  Redmond: { latitude: 47.674, longitude: -122.1215 },
  Kirkland: { latitude: 47.6769, longitude: -122.206 },
  Portland: { latitude: 45.5152, longitude: -122.6784 },
  Chicago: { latitude: 41.8781, longitude: -87.6298 },
  Boston: { latitude: 42.3601, longitude: -71.0589 },
};
const FALLBACK = { latitude: 39.7392, longitude: -104.9903 };
/** Demo grids: 7×7 a mile apart, scanned weekly for the last twelve weeks. */
const GRID_SIZE = 7;
const SPACING_MI = 1;
const WEEKS = 12;
const LOCATIONS_TRACKED = 4;
const WEEK_MS = 7 * 24 * 3600_000;

/**
 * Local Search's demo (issue 29): a few locations of each account track two keywords, with twelve weekly scans
 * answered by the sandbox, whose grids move from week to week. Made once, when the account is created.
 */
export async function seedDemoLocalSearch(db: Database, accountId: number, demo: DemoAccount, now = new Date()) {
  const keywords = KEYWORDS[demo.vertical];
  if (!keywords) return;
  const names = demo.locations.slice(0, LOCATIONS_TRACKED).map((location) => location.name);
  if (names.length === 0) return;
  const rows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city, placeId: locations.googlePlaceId })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), inArray(locations.name, names)));
  for (const [n, location] of rows.entries()) {
    const city = CITIES[location.city ?? ''] ?? FALLBACK;
    // Two locations of one city are not on the same corner.
    const centre = { latitude: city.latitude + n * 0.012, longitude: city.longitude - n * 0.015 };
    for (const keyword of keywords) {
      const [search] = await db
        .insert(localSearches)
        .values({
          accountId,
          locationId: location.id,
          keyword,
          gridSize: GRID_SIZE,
          spacing: SPACING_MI,
          spacingUnit: 'mi',
          centerLatitude: centre.latitude,
          centerLongitude: centre.longitude,
          schedule: 'weekly',
          nextScanAt: new Date(now.getTime() + 3 * 24 * 3600_000),
        })
        .returning();
      if (!search) continue;
      for (let week = WEEKS; week >= 1; week -= 1) {
        const at = new Date(now.getTime() - week * WEEK_MS + 2 * 3600_000);
        await seedScan(db, accountId, search, { id: location.placeId, name: location.name }, at);
      }
    }
  }
  // The scans were written here rather than finished by a worker: copy each search's latest on its row, as finishing does.
  await createLocalSearchRepo(db).copyLatestScans(accountId);
}

async function seedScan(
  db: Database,
  accountId: number,
  search: typeof localSearches.$inferSelect,
  own: { id: string | null; name: string },
  at: Date,
) {
  const sandbox = createSandboxLocalSearch(() => at);
  const grid = {
    size: search.gridSize,
    spacing: search.spacing,
    unit: search.spacingUnit,
    latitude: search.centerLatitude,
    longitude: search.centerLongitude,
  };
  const cellKm = spacingKm(grid.spacing, grid.unit);
  const target = { placeId: own.id, name: own.name, latitude: grid.latitude, longitude: grid.longitude };
  const points = await Promise.all(
    Array.from({ length: pointCount(grid.size) }, async (_, index) => {
      const point = gridPoint(grid, index);
      const results = await sandbox.search({ keyword: search.keyword, ...point, radiusMeters: cellKm * 1000, target });
      const at0 = results.findIndex((result) => result.placeId === (own.id ?? `sandbox-${own.name}`));
      const rank = at0 < 0 ? null : at0 + 1;
      const above = results.slice(0, rank === null ? results.length : rank - 1);
      return { point, rank, above: above.map((place) => ({ place_id: place.placeId, name: place.name })) };
    }),
  );
  const measures = measuresOf(
    points.map((point) => point.rank),
    cellKm,
  );
  const [scan] = await db
    .insert(localSearchScans)
    .values({
      accountId,
      searchId: search.id,
      status: 'done',
      pointsTotal: points.length,
      cellKm,
      createdAt: at,
      finishedAt: new Date(at.getTime() + 60_000),
      pointsAnswered: measures.points,
      solv: measures.solv,
      arp: measures.arp,
      atrp: measures.atrp,
      topArea: measures.zones.top,
      nearArea: measures.zones.near,
      farArea: measures.zones.far,
      notFoundArea: measures.zones.not_found,
    })
    .returning({ id: localSearchScans.id });
  if (!scan) return;
  await db.insert(localSearchPoints).values(
    points.map(({ point, rank, above }) => ({
      scanId: scan.id,
      pointIndex: point.index,
      accountId,
      latitude: point.latitude,
      longitude: point.longitude,
      claimedAt: at,
      answeredAt: at,
      rank,
      above,
    })),
  );
}
