import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** A place as Places API (New) writes it, with the fields the fake answers. */
export type FakePlace = {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  primaryType: string;
  rating?: number;
  userRatingCount?: number;
};

export type FakeGooglePlaces = FakeControls & {
  places: Map<string, FakePlace>;
  /** Calls left in the project's quota; at 0 every call answers 429 RESOURCE_EXHAUSTED. Unlimited when null. */
  quotaLeft: number | null;
  addPlace(place: Omit<FakePlace, 'displayName'> & { name: string }): FakePlace;
};

const googleError = (code: number, status: string, message: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

/** Metres between two positions (haversine): what Nearby Search's circle restricts by. */
function metresBetween(a: FakePlace['location'], b: FakePlace['location']): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The response's fields as the X-Goog-FieldMask names them ("places.id,places.rating" or "id,rating"). */
function masked(place: FakePlace, mask: string[], prefix: string): Record<string, unknown> {
  const fields = mask.map((field) => field.replace(prefix, ''));
  return Object.fromEntries(
    Object.entries(place).filter(([key]) => fields.includes('*') || fields.includes(key)),
  ) as Record<string, unknown>;
}

/**
 * Google Places API (New) on 127.0.0.1: POST /v1/places:searchNearby (includedPrimaryTypes, maxResultCount ≤ 20,
 * locationRestriction.circle, rankPreference DISTANCE) and GET /v1/places/{id}; the key in X-Goog-Api-Key and a
 * required X-Goog-FieldMask. Google's error bodies: 400 INVALID_ARGUMENT (a bad key, a missing field mask),
 * 404 NOT_FOUND, 429 RESOURCE_EXHAUSTED (the quota; the throttle switch adds Retry-After), 500 INTERNAL.
 */
export async function startFakeGooglePlaces(apiKey = 'places-api-key'): Promise<FakeGooglePlaces> {
  function route(request: FakeRequest): FakeAnswer {
    const mask = String(request.headers['x-goog-fieldmask'] ?? '')
      .split(',')
      .filter(Boolean);
    if (mask.length === 0) return googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    if (fake.quotaLeft !== null) {
      if (fake.quotaLeft <= 0) {
        return googleError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'SearchNearbyRequest'.");
      }
      fake.quotaLeft -= 1;
    }
    const path = request.url.pathname;
    if (path === '/v1/places:searchNearby' && request.method === 'POST') {
      const body = request.body as {
        includedPrimaryTypes?: string[];
        maxResultCount?: number;
        locationRestriction?: { circle?: { center?: FakePlace['location']; radius?: number } };
      };
      const circle = body.locationRestriction?.circle;
      const max = body.maxResultCount ?? 20;
      if (!circle?.center || !circle.radius || circle.radius > 50_000 || max < 1 || max > 20) {
        return googleError(400, 'INVALID_ARGUMENT', 'Invalid locationRestriction or maxResultCount.');
      }
      const center = circle.center;
      const found = [...fake.places.values()]
        .filter((place) => !body.includedPrimaryTypes || body.includedPrimaryTypes.includes(place.primaryType))
        .map((place) => ({ place, distance: metresBetween(center, place.location) }))
        .filter(({ distance }) => distance <= (circle.radius ?? 0))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, max);
      // No places is an empty object, not an empty list.
      if (found.length === 0) return { status: 200, body: {} };
      return { status: 200, body: { places: found.map(({ place }) => masked(place, mask, 'places.')) } };
    }
    const detail = /^\/v1\/places\/([^/:]+)$/.exec(path)?.[1];
    if (detail !== undefined && request.method === 'GET') {
      const place = fake.places.get(detail);
      return place
        ? { status: 200, body: masked(place, mask, '') }
        : googleError(404, 'NOT_FOUND', `Place '${detail}' not found.`);
    }
    return googleError(404, 'NOT_FOUND', 'Method not found.');
  }

  const controls = await startFakeServer(
    {
      route,
      // The key is a header of its own, not a bearer token: the fake checks it before routing.
      open: (request) =>
        request.headers['x-goog-api-key'] === fake.token
          ? route(request)
          : googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
      unauthorized: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
      throttled: (seconds) => ({
        ...googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: googleError(500, 'INTERNAL', 'Internal error encountered.'),
    },
    apiKey,
  );

  const fake: FakeGooglePlaces = Object.assign(controls, {
    places: new Map<string, FakePlace>(),
    quotaLeft: null as number | null,
    addPlace({ name, ...rest }: Omit<FakePlace, 'displayName'> & { name: string }) {
      const place: FakePlace = { ...rest, displayName: { text: name, languageCode: 'en' } };
      fake.places.set(place.id, place);
      return place;
    },
  });
  return fake;
}
