import type { PointRow } from './local-search.repo';

/** How many of the businesses that outrank the location most often the page lists. */
const SHOWN = 10;

/**
 * The businesses listed above the location in a scan, by the number of points where they outrank it, most first
 * (ties by name). The location itself is never its own competitor.
 */
export function rankedCompetitors(points: readonly PointRow[], ownPlaceId: string | null) {
  const counts = new Map<string, { place_id: string; name: string; points_above: number }>();
  for (const point of points) {
    for (const place of point.above ?? []) {
      if (place.place_id === ownPlaceId) continue;
      const entry = counts.get(place.place_id) ?? { place_id: place.place_id, name: place.name, points_above: 0 };
      entry.points_above += 1;
      counts.set(place.place_id, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.points_above - a.points_above || a.name.localeCompare(b.name))
    .slice(0, SHOWN);
}
