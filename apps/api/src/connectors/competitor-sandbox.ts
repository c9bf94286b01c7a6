import type { CompetitorPlaces, CompetitorSource, FoundCompetitor, PlaceAggregates } from './competitor-places';

/** FNV-1a: the same place always gets the same business and the same history. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const FIRST_NAMES = ['Bright', 'Harbor', 'Summit', 'Evergreen', 'Maple', 'Lakeside', 'Cedar', 'Pioneer', 'Union'];
const LAST_NAMES = ['Family Dental', 'Smile Studio', 'Dental Care', 'Dentistry', 'Orthodontics', 'Dental Group'];
const STREETS = ['Main St', 'Pine Ave', 'Market St', 'Oak Blvd', '5th Ave', 'Broadway', 'Elm St'];
/** A few sandbox competitors belong to chains, so the demo's brands have members across locations. */
export const SANDBOX_CHAINS = ['Smile Dental', 'Aspen Dental Studio'];

/** The sandbox's nearby businesses of a location: five or so, one of them of a chain. */
function sandboxNearby(originKey: string, max: number): FoundCompetitor[] {
  const seed = hashOf(originKey);
  return Array.from({ length: max }, (_, index) => {
    const hash = hashOf(`${originKey}#${index}`);
    const chain = index === 0 ? SANDBOX_CHAINS[seed % SANDBOX_CHAINS.length] : undefined;
    const name = chain ?? `${FIRST_NAMES[hash % FIRST_NAMES.length]} ${LAST_NAMES[(hash >>> 8) % LAST_NAMES.length]}`;
    return {
      name,
      address: `${100 + (hash % 900)} ${STREETS[(hash >>> 4) % STREETS.length]}`,
      googlePlaceId: `sandbox-place-${seed.toString(36)}-${index}`,
      yelpBusinessId: index % 2 === 0 ? `sandbox-biz-${seed.toString(36)}-${index}` : null,
    };
  });
}

const DAY_MS = 86_400_000;
/** The sandbox's histories start here: two years before the demo's today and more. */
const SANDBOX_START = Date.UTC(2023, 0, 1);

/**
 * A sandbox place's aggregates on a day (YYYY-MM-DD): reviews that grow at the place's own pace and a rating that
 * drifts slowly around its own level. No response rate: neither Google Places nor Yelp Fusion shows a business's
 * answers to its reviews, and the sandbox shows no more than they do (decision 0164). The seed writes two years of
 * these days; the daily refresh reads the same numbers for today, so the history continues without a jump.
 */
export function sandboxAggregatesOn(source: CompetitorSource, externalId: string, day: string): PlaceAggregates {
  const hash = hashOf(`${source}:${externalId}`);
  const days = Math.max(0, Math.floor((Date.parse(`${day}T00:00:00Z`) - SANDBOX_START) / DAY_MS));
  const perDay = 0.04 + (hash % 40) / 100;
  const level = 3.3 + ((hash >>> 6) % 16) / 10;
  const drift = 0.25 * Math.sin(days / 90 + (hash % 7));
  const rating = Math.min(5, Math.max(1, Math.round((level + drift) * 10) / 10));
  return { rating, reviewCount: 15 + (hash % 250) + Math.floor(perDay * days), responseRate: null };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Demo mode: invented neighbours for every location, on and off Google, and their aggregates for any day. */
export function createSandboxCompetitorPlaces(now: () => Date = () => new Date()): CompetitorPlaces {
  return {
    sources: ['google', 'yelp'],
    async nearby(origin, max) {
      return sandboxNearby(origin.googlePlaceId ?? origin.name, max);
    },
    async read(source, externalId) {
      return sandboxAggregatesOn(source, externalId, isoDay(now()));
    },
  };
}
