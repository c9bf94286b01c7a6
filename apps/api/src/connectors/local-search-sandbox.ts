import type { LocalResult, LocalSearchProvider, LocalSearchQuery } from './local-search-provider';

/** The sandbox's businesses of a trade: a few names a keyword's competitors are made of. */
const PREFIXES = ['Riverside', 'Summit', 'Lakeview', 'Oak Street', 'Harbor', 'Maple', 'Northgate', 'Cedar', 'Union'];
const SUFFIXES = ['Group', 'Center', 'Co.', 'Studio', 'Partners', 'Clinic', 'Shop', 'Experts'];
const WEEK_MS = 7 * 24 * 3600_000;
const MAX_RESULTS = 20;

/** A stable number in [0, 1) for a text: the sandbox answers the same question the same way. */
function unit(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = (b.latitude - a.latitude) * 111.32;
  const dLng = (b.longitude - a.longitude) * 111.32 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

const titleCase = (text: string) =>
  text
    .replace(/\bnear me\b/gi, '')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function competitor(keyword: string, n: number): LocalResult {
  const prefix = PREFIXES[Math.floor(unit(`${keyword}:p${n}`) * PREFIXES.length)] ?? 'Main Street';
  const suffix = SUFFIXES[n % SUFFIXES.length] ?? 'Co.';
  return {
    placeId: `sandbox-${Math.floor(unit(`${keyword}:${n}`) * 1e9)}`,
    name: `${prefix} ${titleCase(keyword)} ${suffix}`,
  };
}

/**
 * The demo's local search: believable grids that move over time without any outside service. The business ranks best
 * near itself and worse with distance; how far its reach goes depends on the keyword and drifts week by week, and
 * each point adds a little noise. The businesses above it come from a fixed pool per keyword, nearer ones more often.
 */
export function createSandboxLocalSearch(now: () => Date = () => new Date()): LocalSearchProvider {
  return {
    name: 'sandbox',
    async search(query: LocalSearchQuery): Promise<LocalResult[]> {
      const { keyword, target } = query;
      const key = `${keyword.toLowerCase()}|${target.name}`;
      const week = Math.floor(now().getTime() / WEEK_MS);
      const reachKm = (0.8 + unit(key) * 2.2) * (1 + 0.35 * Math.sin(week / 2.5 + unit(key) * 6));
      const distance = distanceKm(target, query);
      const noise = Math.floor(unit(`${key}|${query.latitude}|${query.longitude}|${week}`) * 3) - 1;
      const rank = Math.max(1, Math.round(1 + (distance / reachKm) * 2.2 + noise));
      const pool = Array.from({ length: 24 }, (_, n) => competitor(keyword.toLowerCase(), n));
      const offset = Math.floor(unit(`${key}|${query.latitude.toFixed(2)}|${query.longitude.toFixed(2)}`) * 6);
      const others = pool.slice(offset).concat(pool.slice(0, offset));
      const self: LocalResult = { placeId: target.placeId ?? `sandbox-${target.name}`, name: target.name };
      if (rank > MAX_RESULTS) return others.slice(0, MAX_RESULTS);
      return [...others.slice(0, rank - 1), self, ...others.slice(rank - 1)].slice(0, MAX_RESULTS);
    },
  };
}
