import type { GooglePlacesClient } from './google-places';
import type { YelpBusinessesClient } from './yelp-businesses';

/** The sources competitors are read from, by their code in the sources catalogue. */
export type CompetitorSource = 'google' | 'yelp';

/** A business found near a location, with where each source has it. */
export type FoundCompetitor = {
  name: string;
  address: string;
  googlePlaceId: string | null;
  yelpBusinessId: string | null;
};

/** One place's public aggregates at one source, as read today. */
export type PlaceAggregates = { rating: number | null; reviewCount: number; responseRate: number | null };

/** Where the location is that competitors are looked for around. */
export type CompetitorOrigin = { googlePlaceId: string | null; name: string };

/** Finds competitors near a location and reads their aggregates: Google Places and Yelp, or the sandbox. */
export type CompetitorPlaces = {
  /** The sources connected on this install, in the order they are read. */
  sources: readonly CompetitorSource[];
  /** Businesses of the location's kind nearby, nearest first; none when the location is not on Google. */
  nearby(origin: CompetitorOrigin, max: number): Promise<FoundCompetitor[]>;
  read(source: CompetitorSource, externalId: string): Promise<PlaceAggregates>;
};

/** How far around a location its competitors are looked for. */
export const NEARBY_RADIUS_METERS = 5_000;
/** A Yelp business that is this far from the Google place is another business. */
const SAME_BUSINESS_METERS = 150;

const simpleName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The real directories: Google Places finds the places of the location's primary type around it (by its place
 * id), and each found place is matched to its Yelp business (a search by name at its position) when Yelp is
 * connected. Neither API shows owners' answers, so response rates stay unknown for real places.
 */
export function createCompetitorPlaces({
  google,
  yelp,
}: {
  google?: GooglePlacesClient;
  yelp?: YelpBusinessesClient;
}): CompetitorPlaces {
  const sources: CompetitorSource[] = [...(google ? ['google' as const] : []), ...(yelp ? ['yelp' as const] : [])];

  async function yelpIdOf(name: string, position: { latitude: number; longitude: number }) {
    if (!yelp) return null;
    const [match] = await yelp.search({ ...position, term: name, radiusMeters: SAME_BUSINESS_METERS, max: 1 });
    return match && simpleName(match.name) === simpleName(name) ? match.id : null;
  }

  return {
    sources,
    async nearby(origin, max) {
      if (!google || origin.googlePlaceId === null) return [];
      const home = await google.details(origin.googlePlaceId);
      if (!home.position) return [];
      const places = await google.nearby({
        position: home.position,
        radiusMeters: NEARBY_RADIUS_METERS,
        primaryType: home.primaryType,
      });
      const others = places.filter((place) => place.placeId !== home.placeId).slice(0, max);
      const found: FoundCompetitor[] = [];
      for (const place of others) {
        found.push({
          name: place.name,
          address: place.address,
          googlePlaceId: place.placeId,
          yelpBusinessId: place.position ? await yelpIdOf(place.name, place.position) : null,
        });
      }
      return found;
    },
    async read(source, externalId) {
      if (source === 'google' && google) {
        const place = await google.details(externalId);
        return { rating: place.rating, reviewCount: place.reviewCount, responseRate: null };
      }
      if (source === 'yelp' && yelp) {
        const business = await yelp.details(externalId);
        return { rating: business.rating, reviewCount: business.reviewCount, responseRate: null };
      }
      throw new Error(`${source} is not connected for competitors`);
    },
  };
}
