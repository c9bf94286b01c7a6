import { z } from 'zod';
import type { RateLimiter } from './rate-limiter';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';

/**
 * Google Places API (New): Nearby Search and Place Details (issue 28). A key of the install's Google Cloud
 * project authenticates every call (X-Goog-Api-Key), and a field mask names the fields asked for: Google bills by
 * the fields, so only the aggregates and what matching needs are asked (Places shows at most five reviews of a
 * place, so competitors are built on the aggregates). Text Search can join this file's client beside these two.
 */
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
const SOURCE = 'Google Places';
/** Nearby Search answers at most 20 places, in one page (it has no page token). */
export const NEARBY_MAX_RESULTS = 20;
/** The fields a place is read with: identity, position, kind and the public aggregates. */
const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'primaryType', 'rating', 'userRatingCount'];

const placeSchema = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).nullish(),
  formattedAddress: z.string().nullish(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  primaryType: z.string().nullish(),
  rating: z.number().min(0).max(5).nullish(),
  userRatingCount: z.number().int().nullish(),
});
type PlaceRecord = z.infer<typeof placeSchema>;

/** A place as the competitors module uses it. */
export type Place = {
  placeId: string;
  name: string;
  address: string;
  position: { latitude: number; longitude: number } | null;
  primaryType: string | null;
  rating: number | null;
  reviewCount: number;
};

export type NearbyQuery = {
  position: { latitude: number; longitude: number };
  radiusMeters: number;
  /** Places of this kind only (Google's primary type, e.g. dentist); any kind when null. */
  primaryType: string | null;
  maxResults?: number;
};

export type GooglePlacesClient = {
  nearby(query: NearbyQuery): Promise<Place[]>;
  details(placeId: string): Promise<Place>;
};

/**
 * Google's errors: { error: { code, message, status } }. An unknown key is 400 INVALID_ARGUMENT (API_KEY_INVALID)
 * and a spent quota 429 RESOURCE_EXHAUSTED; the key's failure is read as 401 so that nobody retries it.
 */
export const readGooglePlacesError: ErrorReader = (status, body) => {
  const parsed = z
    .object({ error: z.object({ message: z.string().nullish(), status: z.string().nullish() }) })
    .safeParse(body);
  if (!parsed.success) return { status, message: String(body) };
  const { message = '', status: code = '' } = parsed.data.error;
  const keyRefused = /API key/i.test(message ?? '') && status === 400;
  return { status: keyRefused ? 401 : status, message: `${message ?? ''} (${code ?? ''})` };
};

const PLACE_ID = /^[\w-]+$/;

function placeOf(record: PlaceRecord): Place {
  return {
    placeId: record.id,
    name: record.displayName?.text ?? '',
    address: record.formattedAddress ?? '',
    position: record.location ?? null,
    primaryType: record.primaryType ?? null,
    rating: record.rating ?? null,
    reviewCount: record.userRatingCount ?? 0,
  };
}

export type GooglePlacesOptions = {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Paces the calls within the project's per-minute quota (600 a minute per method by default). */
  limiter?: RateLimiter;
};

export function createGooglePlaces({
  apiKey,
  baseUrl = GOOGLE_PLACES_URL,
  timeoutMs = 10_000,
  limiter,
}: GooglePlacesOptions): GooglePlacesClient {
  const http = createSourceHttp(SOURCE, readGooglePlacesError, timeoutMs);
  const base = trimBase(baseUrl);
  const call = async (url: URL, fieldMask: string[], body?: unknown) => {
    await limiter?.acquire();
    return http({
      method: body === undefined ? 'GET' : 'POST',
      url,
      body,
      headers: { 'x-goog-api-key': apiKey, 'x-goog-fieldmask': fieldMask.join(',') },
    });
  };

  return {
    async nearby({ position, radiusMeters, primaryType, maxResults = NEARBY_MAX_RESULTS }) {
      const body = {
        ...(primaryType ? { includedPrimaryTypes: [primaryType] } : {}),
        maxResultCount: Math.min(maxResults, NEARBY_MAX_RESULTS),
        rankPreference: 'DISTANCE',
        locationRestriction: { circle: { center: position, radius: radiusMeters } },
      };
      const answer = await call(
        new URL(`${base}/v1/places:searchNearby`),
        PLACE_FIELDS.map((field) => `places.${field}`),
        body,
      );
      // An empty answer is {} rather than { places: [] }.
      const parsed = z.object({ places: z.array(placeSchema).default([]) }).safeParse(answer ?? {});
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return parsed.data.places.map(placeOf);
    },

    async details(placeId) {
      if (!PLACE_ID.test(placeId)) throw unexpectedAnswer(SOURCE, `not a place id: ${placeId}`);
      const answer = await call(new URL(`${base}/v1/places/${placeId}`), PLACE_FIELDS);
      const parsed = placeSchema.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return placeOf(parsed.data);
    },
  };
}
